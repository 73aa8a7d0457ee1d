import { Checkbox, Form, Input } from 'antd';
import { webhookEndpointBody, type WebhookEndpointInput } from '@yaocai/contract';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { FormDialog } from '../../../components/form-dialog';

const DEFAULT_EVENTS = [
  'order.created',
  'order.paid',
  'order.shipped',
  'order.cancelled',
  'after_sale.refunded',
];

/** 新增接收地址: the ERP's URL, the events it wants, a note for colleagues. */
export function EndpointModal({
  open,
  eventTypes,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  eventTypes: readonly { code: string; name: string }[];
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: WebhookEndpointInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ url: string; events: string[]; description: string }>();
  const shape = webhookEndpointBody.shape;
  const submit = async (values: { url: string; events: string[]; description: string }) => {
    await onSubmit({
      url: values.url.trim(),
      events: values.events,
      description: values.description.trim(),
    });
  };
  return (
    <FormDialog
      form={form}
      open={open}
      title="新增接收地址"
      width={560}
      okText="保存并生成密钥"
      okTestId="webhook-save"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      formKey={open ? 'open' : 'closed'}
      initialValues={{ url: '', events: DEFAULT_EVENTS, description: '' }}
    >
      <Form.Item
        name="url"
        label="接收地址"
        required
        rules={[contractRule(shape.url)]}
        extra="ERP 接收推送的 HTTPS 地址；每个事件以 POST JSON 发送，返回 2xx 即视为送达"
      >
        <Input
          placeholder="https://erp.example.com/yaocai/webhook"
          maxLength={500}
          data-testid="webhook-url"
        />
      </Form.Item>
      <Form.Item name="events" label="订阅事件" required rules={[contractRule(shape.events)]}>
        <Checkbox.Group
          options={eventTypes.map((type) => ({ value: type.code, label: `${type.name}（${type.code}）` }))}
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 8 }}
          data-testid="webhook-events"
        />
      </Form.Item>
      <Form.Item name="description" label="备注" rules={[contractRule(shape.description)]}>
        <Input placeholder="如：金蝶 K3 订单下发" maxLength={100} data-testid="webhook-description" />
      </Form.Item>
    </FormDialog>
  );
}
