import { DatePicker, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldErrors } from '@yaocai/web-kit/http';
import type { OperatorQuoteItem } from '../api/quotes';

interface ReplyForm {
  price: number;
  valid_until: Dayjs;
}

/** 答复询价: a unit price below the member's normal one and the day the price holds until. */
export function QuoteReplyModal({
  quote,
  pending,
  onCancel,
  onSubmit,
}: {
  quote: OperatorQuoteItem | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: { price: string; valid_until: string }) => Promise<unknown>;
}) {
  const [form] = Form.useForm<ReplyForm>();
  const submit = async (values: ReplyForm) => {
    try {
      await onSubmit({
        price: values.price.toFixed(2),
        valid_until: values.valid_until.format('YYYY-MM-DD'),
      });
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={quote !== null}
      title={`答复询价：${quote?.goods_name ?? ''}`}
      okText="发送报价"
      okButtonProps={{ loading: pending, 'data-testid': 'quote-reply-submit' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {quote && (
        <p>
          {quote.company || quote.username} 询价 {quote.quantity}
          {quote.unit}，正常单价 ¥{quote.normal_price}，期望单价 ¥{quote.expected_price}
          {quote.remark && `；备注：${quote.remark}`}
        </p>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ valid_until: dayjs().add(7, 'day') }}
      >
        <Form.Item
          name="price"
          label="报价单价（元）"
          rules={[{ required: true, message: '请填写报价单价' }]}
        >
          <InputNumber min={0.01} precision={2} style={{ width: '100%' }} data-testid="quote-reply-price" />
        </Form.Item>
        <Form.Item name="valid_until" label="有效期至" rules={[{ required: true, message: '请选择有效期' }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            data-testid="quote-reply-until"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
