import { Alert, Button, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { formatTime } from '@yaocai/web-kit/format';
import { useOrderColdChain, useUploadTemperatureRecord } from '../api/cold-chain';

/**
 * In the ship dialog of an order with 冷链 goods: the logger's CSV must be uploaded before 确认发货
 * (readings every ≤ 5 minutes); what was kept is summed up with its excursions. Nothing for other orders.
 */
export function ColdChainUpload({ orderId }: { orderId: number }) {
  const info = useOrderColdChain(orderId);
  const upload = useUploadTemperatureRecord(orderId);
  const data = info.data;
  if (!data?.cold_chain) return null;
  const record = data.record;
  return (
    <div className="cold-chain-upload" data-testid="cold-chain-upload" style={{ margin: '12px 0' }}>
      <Alert
        type={record ? (record.excursions.length > 0 ? 'warning' : 'success') : 'info'}
        showIcon
        title={`冷链商品（${data.goods.join('、')}，${data.min_c}～${data.max_c}°C）须上传运输温度记录后发货`}
        description={
          record ? (
            <div data-testid="cold-chain-summary">
              已上传 {record.file_name}：{record.readings.length} 条读数，{record.lowest_c}～
              {record.highest_c}°C， 最长间隔 {record.max_gap_minutes} 分钟。
              {record.excursions.length === 0 ? (
                <Tag color="green">全程在范围内</Tag>
              ) : (
                record.excursions.map((e) => (
                  <Tag color="red" key={e.from}>
                    超温 {formatTime(e.from)}～{formatTime(e.to)} 峰值 {e.peak}°C
                  </Tag>
                ))
              )}
            </div>
          ) : (
            '温度记录仪导出的 CSV：每行“时间,温度(°C)”，读数间隔不超过5分钟。'
          )
        }
      />
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload.mutateAsync(file).catch(() => undefined);
          return false;
        }}
      >
        <Button
          icon={<UploadOutlined />}
          loading={upload.isPending}
          style={{ marginTop: 8 }}
          data-testid="cold-chain-file"
        >
          {record ? '重新上传温度记录' : '上传温度记录'}
        </Button>
      </Upload>
    </div>
  );
}
