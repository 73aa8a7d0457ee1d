import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Input, Modal, Skeleton, Space, Tag } from 'antd';
import { formatTime } from '@yaocai/web-kit/format';
import { paths } from '../../../app/paths';
import { useColdChain, useColdChainDecision } from '../api/cold-chain';

const TemperatureChart = lazy(() => import('./temperature-chart'));

/** 冷链运输记录 on the order detail: the curve, the excursions, and 验收 (accept or refuse) once it has shipped. */
export function ColdChainRecord({ orderId, received }: { orderId: number; received: boolean }) {
  const { data } = useColdChain(orderId);
  const decide = useColdChainDecision(orderId);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  if (!data?.cold_chain) return null;
  const record = data.record;
  return (
    <section className="uc-section" data-testid="cold-chain-record">
      <h2>
        冷链运输温度记录{' '}
        <small>
          （{data.goods.join('、')}，要求 {data.min_c}～{data.max_c}°C）
        </small>
      </h2>
      {!record ? (
        <p className="cell-grey">发货时将上传运输全程的温度记录。</p>
      ) : (
        <>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
            <TemperatureChart record={record} />
          </Suspense>
          <p>
            {record.readings.length} 条读数（{formatTime(record.readings[0]!.t)} 至{' '}
            {formatTime(record.readings[record.readings.length - 1]!.t)}，最长间隔 {record.max_gap_minutes}{' '}
            分钟），温度 {record.lowest_c}～{record.highest_c}°C。
            {record.excursions.length === 0 ? (
              <Tag color="green">全程在范围内</Tag>
            ) : (
              record.excursions.map((e) => (
                <Tag color="red" key={e.from} data-testid="cold-chain-excursion">
                  超温 {formatTime(e.from)}～{formatTime(e.to).slice(11)}，峰值 {e.peak}°C
                </Tag>
              ))
            )}
          </p>
          {record.decision === 'pending' && received ? (
            <Space>
              <Button
                type="primary"
                loading={decide.isPending}
                data-testid="cold-chain-accept"
                onClick={() =>
                  void decide
                    .mutateAsync({ accept: 1 })
                    .then(() => message.success('已验收冷链温度记录'))
                    .catch(() => undefined)
                }
              >
                温度合格，验收
              </Button>
              <Button danger onClick={() => setRefusing(true)} data-testid="cold-chain-refuse">
                拒收并申请退货
              </Button>
            </Space>
          ) : (
            record.decision !== 'pending' && (
              <p data-testid="cold-chain-decision">
                验收结果：<b>{record.decision_name}</b>
                {record.decided_at ? `（${formatTime(record.decided_at)}）` : ''}
                {record.decision_note ? `：${record.decision_note}` : ''}
              </p>
            )
          )}
        </>
      )}
      <Modal
        title="拒收冷链商品"
        open={refusing}
        okText="拒收并申请退货"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onCancel={() => setRefusing(false)}
        onOk={() =>
          void decide
            .mutateAsync({ accept: 0, reason })
            .then((answer) => {
              setRefusing(false);
              if (answer.after_sale_id) void navigate(paths.returnInfo(answer.after_sale_id));
            })
            .catch(() => undefined)
        }
      >
        <p>拒收后将生成退货申请，温度记录随申请一并提交。</p>
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder="拒收原因，如：运输途中超温"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </section>
  );
}
