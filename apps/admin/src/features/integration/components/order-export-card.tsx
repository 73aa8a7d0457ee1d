import { useState } from 'react';
import { Button, Card, DatePicker, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { orderExportUrl } from '../api/order-export';

/** 订单导出 for ERPs that poll: a download link, and how to page through with the cursor. */
export function OrderExportCard() {
  const [since, setSince] = useState<Dayjs | null>(null);
  const query = { since: since?.format('YYYY-MM-DD'), limit: 1000 };
  return (
    <Card title="订单导出（ERP 轮询）" className="table-card">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          不便接收推送的 ERP
          可定时调用导出接口：按下单时间正序返回订单，每行一个商品明细（含批准文号、批号、有效期）。 响应头{' '}
          <Typography.Text code>X-Next-Cursor</Typography.Text> 为下一页游标，下次请求带上{' '}
          <Typography.Text code>cursor</Typography.Text> 即只返回之后的新订单；
          <Typography.Text code>X-Has-More</Typography.Text> 为 1 时还有更多。
        </Typography.Paragraph>
        <Typography.Text className="mono" copyable>
          {`GET ${window.location.origin}/api/operator/orders/export?since=2026-01-01&format=csv&cursor=…`}
        </Typography.Text>
        <Space wrap>
          <span>下单日期自</span>
          <DatePicker value={since} onChange={setSince} placeholder="全部" data-testid="export-since" />
          <Button
            icon={<DownloadOutlined />}
            href={orderExportUrl({ ...query, format: 'xlsx' })}
            data-testid="order-export-xlsx"
          >
            导出 Excel
          </Button>
          <Button icon={<DownloadOutlined />} href={orderExportUrl({ ...query, format: 'csv' })}>
            导出 CSV
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
