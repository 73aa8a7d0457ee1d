import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldErrors } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useCreateProposal, useMyMemberDetail, useMyMembers } from '../api/quotes';
import { GoodsLinePicker, type PickedGoods } from '../components/goods-line-picker';
import { RowButton } from '../../../components/list-kit/row-button';
import { actionsColumn } from '../../../components/list-kit/crud-table';
import { required } from '../../../lib/required-rules';

type Line = PickedGoods & { number: number };
interface ProposalForm {
  member_id: number;
  remark?: string;
  valid_until: Dayjs;
}

/** The member's goods of the last 12 months as one-click lines. */
function FrequentGoods({ memberId, onPick }: { memberId: number; onPick: (line: Line) => void }) {
  const detail = useMyMemberDetail(memberId);
  const frequent = detail.data?.frequent ?? [];
  if (frequent.length === 0) return null;
  return (
    <div style={{ marginBottom: 12 }}>
      <span className="cell-grey">常购商品：</span>
      {frequent.slice(0, 12).map((g) => (
        <Tag.CheckableTag
          key={g.goods_id}
          checked={false}
          onChange={() =>
            onPick({
              goods_id: g.goods_id,
              label: `${g.goods_name} ${g.spec} ${g.manufacturer}`,
              unit: g.unit,
              pack: 1,
              number: g.last_quantity,
            })
          }
        >
          + {g.goods_name}（上次{g.last_quantity}
          {g.unit}）
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** 代客下单: a member, goods lines with quantities, a remark and the day it holds until. */
export function ProposalNewPage() {
  const [search] = useSearchParams();
  const members = useMyMembers();
  const create = useCreateProposal();
  const [form] = Form.useForm<ProposalForm>();
  const memberId = Form.useWatch('member_id', form);
  const [lines, setLines] = useState<Line[]>([]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const initialMember = Number(search.get('member_id')) || undefined;

  const addLine = (line: Line) =>
    setLines((all) => (all.some((l) => l.goods_id === line.goods_id) ? all : [...all, line]));

  const submit = async (values: ProposalForm) => {
    if (lines.length === 0) {
      void message.error('请添加商品');
      return;
    }
    try {
      const made = await create.mutateAsync({
        member_id: values.member_id,
        lines: lines.map((l) => ({ goods_id: l.goods_id, number: l.number })),
        remark: values.remark ?? '',
        valid_until: values.valid_until.format('YYYY-MM-DD'),
      });
      void message.success(`已发送给${made.company || made.username}确认，合计¥${made.total}`);
      void navigate(paths.customer(values.member_id));
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <>
      <PageHeader
        title="代客下单"
        crumbs={[{ title: '我的客户', to: paths.customers }, { title: '代客下单' }]}
      />
      <PageBody>
        <Card>
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ member_id: initialMember, valid_until: dayjs().add(3, 'day') }}
            style={{ maxWidth: 960 }}
          >
            <Form.Item name="member_id" label="客户" rules={required('请选择客户')}>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="选择我的客户"
                loading={members.isLoading}
                data-testid="proposal-member"
                options={(members.data?.list ?? []).map((m) => ({
                  value: m.id,
                  label: `${m.company || m.username}（${m.username}）`,
                }))}
              />
            </Form.Item>
            <Form.Item label="商品" required>
              {memberId ? <FrequentGoods memberId={memberId} onPick={addLine} /> : null}
              <GoodsLinePicker onPick={(g) => addLine({ ...g, number: g.pack })} />
              <Table<Line>
                rowKey="goods_id"
                size="small"
                style={{ marginTop: 12 }}
                pagination={false}
                dataSource={lines}
                locale={{ emptyText: '请添加商品' }}
                columns={[
                  { title: '商品', dataIndex: 'label' },
                  {
                    title: '数量',
                    key: 'number',
                    width: 180,
                    render: (_, l) => (
                      <InputNumber
                        min={1}
                        step={l.pack}
                        precision={0}
                        value={l.number}
                        addonAfter={l.unit}
                        data-testid="proposal-line-number"
                        onChange={(v) =>
                          setLines((all) =>
                            all.map((x) =>
                              x.goods_id === l.goods_id ? { ...x, number: Number(v ?? 1) } : x,
                            ),
                          )
                        }
                      />
                    ),
                  },
                  actionsColumn(
                    (l) => (
                      <RowButton
                        label="删除"
                        danger
                        onClick={() => setLines((all) => all.filter((x) => x.goods_id !== l.goods_id))}
                      />
                    ),
                    { width: 80, fixed: false },
                  ),
                ]}
              />
            </Form.Item>
            <Form.Item name="remark" label="备注（客户可见）">
              <Input.TextArea rows={2} maxLength={200} placeholder="例如：本周到货的品种，按上次用量准备" />
            </Form.Item>
            <Form.Item name="valid_until" label="有效期至" rules={required('请选择有效期')}>
              <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
            </Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={create.isPending}
                data-testid="proposal-submit"
              >
                发送给客户确认
              </Button>
              <Button onClick={() => navigate(-1)}>返回</Button>
            </Space>
          </Form>
        </Card>
      </PageBody>
    </>
  );
}
