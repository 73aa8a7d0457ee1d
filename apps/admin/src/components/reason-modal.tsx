import { Form, Input } from 'antd';
import { FormDialog } from './form-dialog';

interface ReasonForm {
  reason: string;
}

/**
 * A decision that needs a reason the buyer will read (驳回, 拒绝售后, 取消订单): 1–200 characters,
 * required. The server's 422 message lands under the field as well as in the message bar.
 */
export function ReasonModal({
  open,
  title,
  label,
  placeholder,
  okText = '确定',
  pending,
  testId,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  placeholder?: string;
  okText?: string;
  pending: boolean;
  /** Prefix of the data-testids: `${testId}-reason`, `${testId}-submit`. */
  testId: string;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<ReasonForm>();
  const submit = async ({ reason }: ReasonForm) => {
    await onSubmit(reason.trim());
    form.resetFields();
  };
  return (
    <FormDialog
      form={form}
      open={open}
      title={title}
      okText={okText}
      okTestId={`${testId}-submit`}
      danger
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <Form.Item
        name="reason"
        label={label}
        rules={[
          { required: true, whitespace: true, message: `请填写${label}` },
          { max: 200, message: `${label}不能超过200个字` },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={200}
          showCount
          placeholder={placeholder ?? `请填写${label}，会员可以看到`}
          data-testid={`${testId}-reason`}
        />
      </Form.Item>
    </FormDialog>
  );
}
