import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { RECURRING_EVERY_LABELS, RECURRING_PAY_LABELS, WEEKDAY_LABELS } from '@yaocai/domain';
import type { RecurringInput } from '@yaocai/contract';
import { useAddressList } from '../../account/api/address-list';
import { useUsualGoods, type RecurringPlan } from '../api/repeat';

export interface PlanValues {
  name: string;
  every: 'week' | '2weeks' | 'month';
  day: number;
  address_id: number;
  pay: 'balance' | 'credit' | 'none';
  lines: { goods_id: number; number: number }[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: WEEKDAY_LABELS[d] }));
const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: `${i + 1}日` }));

interface Props {
  open: boolean;
  plan: RecurringPlan | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (values: RecurringInput) => void;
}

/** 新建 / 修改定期采购: goods from the member's 常购清单, cadence and day, address and how to pay. */
export function PlanForm({ open, plan, busy, onCancel, onSave }: Props) {
  const [form] = Form.useForm<PlanValues>();
  const { data: addresses } = useAddressList();
  const { data: usual } = useUsualGoods(1, false);
  const every = Form.useWatch('every', form) ?? plan?.every ?? 'week';
  const goodsOptions = [
    ...(usual?.list ?? [])
      .filter((g) => g.goods)
      .map((g) => ({ value: g.goods_id, label: `${g.name} ${g.spec} ${g.manufacturer}` })),
    ...(plan?.lines ?? []).map((l) => ({
      value: l.goods_id,
      label: `${l.name} ${l.spec} ${l.manufacturer}`,
    })),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const addressList = addresses?.list ?? [];

  return (
    <Modal
      title={plan ? '修改定期采购' : '新建定期采购'}
      open={open}
      width={680}
      okText="保存"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<PlanValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        preserve={false}
        initialValues={
          plan
            ? { ...plan, lines: plan.lines.map((l) => ({ goods_id: l.goods_id, number: l.number })) }
            : { every: 'week', day: 1, pay: 'none', address_id: addressList[0]?.id, lines: [{}] }
        }
        onFinish={(v) => onSave(v)}
        data-testid="plan-form"
      >
        <Form.Item name="name" label="计划名称" rules={[{ required: true, message: '请填写计划名称' }]}>
          <Input maxLength={30} placeholder="如：每周常规补货" />
        </Form.Item>
        <Form.Item name="every" label="采购周期">
          <Radio.Group
            options={Object.entries(RECURRING_EVERY_LABELS).map(([value, label]) => ({ value, label }))}
            onChange={() => form.setFieldValue('day', 1)}
          />
        </Form.Item>
        <Form.Item name="day" label="下单日">
          <Select
            options={every === 'month' ? MONTH_DAYS : WEEKDAYS}
            style={{ width: 160 }}
            data-testid="plan-day"
          />
        </Form.Item>
        <Form.Item label="商品" required>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'goods_id']}
                      rules={[{ required: true, message: '请选择商品' }]}
                    >
                      <Select
                        showSearch
                        optionFilterProp="label"
                        placeholder="从常购商品中选择"
                        options={goodsOptions}
                        style={{ width: 340 }}
                        data-testid="plan-goods"
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'number']}
                      rules={[{ required: true, message: '请填写数量' }]}
                    >
                      <InputNumber min={1} max={99999} placeholder="数量" data-testid="plan-number" />
                    </Form.Item>
                    {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(field.name)} />}
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  添加商品
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="address_id" label="收货地址" rules={[{ required: true, message: '请选择收货地址' }]}>
          <Select
            options={addressList.map((a) => ({ value: a.id, label: `${a.consignee} ${a.full_address}` }))}
          />
        </Form.Item>
        <Form.Item name="pay" label="支付方式">
          <Radio.Group
            options={Object.entries(RECURRING_PAY_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
