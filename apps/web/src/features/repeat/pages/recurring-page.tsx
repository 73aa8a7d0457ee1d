import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Popconfirm, Space, Spin, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { RecurringInput } from '@yaocai/contract';
import { ApiError } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import {
  createPlan,
  planStep,
  repeatKey,
  updatePlan,
  useRecurringPlans,
  type RecurringPlan,
} from '../api/repeat';
import { PlanForm } from '../components/plan-form';

/** 定期采购 (/dqcg): plans the job orders on their days; pause, resume, skip the next, edit, delete. */
export function RecurringPage() {
  const { data, isLoading } = useRecurringPlans();
  const [editing, setEditing] = useState<RecurringPlan | null | 'new'>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => queryClient.invalidateQueries({ queryKey: repeatKey });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      void message.success(done);
      void refresh();
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: RecurringInput) => {
    const plan = editing === 'new' ? null : editing;
    const ok = await run(() => (plan ? updatePlan(plan.id, values) : createPlan(values)), '计划已保存');
    if (ok) setEditing(null);
  };

  const plans = data?.list ?? [];
  return (
    <UserCentreFrame testId="recurring-page">
      <div className="uc-head">
        <h1>定期采购</h1>
        <div className="uc-head__tools">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="plan-new"
          >
            新建计划
          </Button>
        </div>
      </div>
      <p className="cell-grey">
        到了下单日，系统按当天的价格、库存和采购规则自动下单；选择余额或授信支付时自动付款，付款不成功则订单待支付。下单结果会发到“我的消息”。
      </p>
      {isLoading && <Spin />}
      {!isLoading && plans.length === 0 && <Empty description="还没有定期采购计划" />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {plans.map((p) => (
          <Card
            key={p.id}
            size="small"
            data-testid="plan-card"
            title={
              <Space>
                {p.name}
                <Tag color={p.status === 'active' ? 'green' : 'default'}>
                  {p.status === 'active' ? '进行中' : '已暂停'}
                </Tag>
              </Space>
            }
            extra={
              <Space>
                <Button size="small" onClick={() => setEditing(p)}>
                  修改
                </Button>
                {p.status === 'active' ? (
                  <>
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => run(() => planStep(p.id, 'skip'), '已跳过下次')}
                    >
                      跳过下次
                    </Button>
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => run(() => planStep(p.id, 'pause'), '计划已暂停')}
                    >
                      暂停
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => run(() => planStep(p.id, 'resume'), '计划已恢复')}
                  >
                    恢复
                  </Button>
                )}
                <Popconfirm
                  title="删除这个计划？"
                  onConfirm={() => run(() => planStep(p.id, 'delete'), '计划已删除')}
                >
                  <Button size="small" type="text" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            }
          >
            <Descriptions size="small" column={2}>
              <Descriptions.Item label="周期">{p.schedule}</Descriptions.Item>
              <Descriptions.Item label="下次下单">
                <span data-testid="plan-next">{p.next_run_on ?? '—'}</span>
              </Descriptions.Item>
              <Descriptions.Item label="支付">{p.pay_name}</Descriptions.Item>
              <Descriptions.Item label="收货地址">{p.address}</Descriptions.Item>
              <Descriptions.Item label="商品" span={2}>
                {p.lines.map((l) => `${l.name} ${l.spec} ×${l.number}`).join('；')}
              </Descriptions.Item>
            </Descriptions>
            {p.runs.length > 0 && (
              <div className="cell-grey" data-testid="plan-runs">
                {p.runs.map((r) => (
                  <div key={r.run_on}>
                    {r.run_on}{' '}
                    <Tag color={r.status === 'ordered' ? 'blue' : 'red'}>
                      {r.status === 'ordered' ? '已下单' : '未下单'}
                    </Tag>
                    {r.order_id && <Link to={paths.orderInfo(r.order_id)}>查看订单</Link>} {r.summary}
                  </div>
                ))}
              </div>
            )}
          </Card>
        ))}
      </Space>
      <PlanForm
        open={editing !== null}
        plan={editing === 'new' ? null : editing}
        busy={busy}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
    </UserCentreFrame>
  );
}

export default RecurringPage;
