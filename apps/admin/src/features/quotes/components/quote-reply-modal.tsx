import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { OperatorQuoteItem } from '../api/quotes';
import { FormDialog } from '../../../components/form-dialog';
import { required } from '../../../lib/required-rules';

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
    await onSubmit({
      price: values.price.toFixed(2),
      valid_until: values.valid_until.format('YYYY-MM-DD'),
    });
  };
  return (
    <FormDialog
      form={form}
      open={quote !== null}
      title={`答复询价：${quote?.goods_name ?? ''}`}
      okText="发送报价"
      okTestId="quote-reply-submit"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      initialValues={{ valid_until: dayjs().add(7, 'day') }}
      intro={
        quote && (
          <p>
            {quote.company || quote.username} 询价 {quote.quantity}
            {quote.unit}，正常单价 ¥{quote.normal_price}，期望单价 ¥{quote.expected_price}
            {quote.remark && `；备注：${quote.remark}`}
          </p>
        )
      }
    >
      <Form.Item name="price" label="报价单价（元）" rules={required('请填写报价单价')}>
        <InputNumber min={0.01} precision={2} style={{ width: '100%' }} data-testid="quote-reply-price" />
      </Form.Item>
      <Form.Item name="valid_until" label="有效期至" rules={required('请选择有效期')}>
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(d) => d.isBefore(dayjs(), 'day')}
          data-testid="quote-reply-until"
        />
      </Form.Item>
    </FormDialog>
  );
}
