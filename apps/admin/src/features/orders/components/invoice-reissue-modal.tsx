import { App, Form, Input, Modal } from 'antd';
import type { InvoiceReissueInput } from '@yaocai/contract';
import { fieldErrors } from '@yaocai/web-kit/http';
import { useReissueInvoice } from '../api/reissue-invoice';

/**
 * 冲红重开: the blue invoice is voided by a red one for what is still in force, and a new blue one is
 * issued with the corrected title; the buyer gets a message and sees both on /dzfp.
 */
export function InvoiceReissueModal({
  invoice,
  onClose,
}: {
  invoice: { id: number; invoice_no: string } | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InvoiceReissueInput>();
  const reissue = useReissueInvoice();
  const { message } = App.useApp();
  const submit = async (input: InvoiceReissueInput) => {
    if (!invoice) return;
    try {
      const done = await reissue.mutateAsync({ id: invoice.id, input });
      void message.success(`已冲红 ${done.red_no}，重开 ${done.blue_no}`);
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={invoice !== null}
      title={`冲红重开 ${invoice?.invoice_no ?? ''}`}
      okText="冲红并重开"
      okButtonProps={{ danger: true, loading: reissue.isPending, 'data-testid': 'invoice-reissue-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="title"
          label="新发票抬头"
          rules={[{ required: true, whitespace: true, message: '请填写发票抬头' }]}
        >
          <Input maxLength={100} data-testid="invoice-reissue-title" />
        </Form.Item>
        <Form.Item name="tax_number" label="纳税人识别号">
          <Input maxLength={20} placeholder="个人抬头可不填" data-testid="invoice-reissue-tax" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="冲红原因"
          rules={[{ required: true, whitespace: true, message: '请填写冲红原因' }]}
        >
          <Input.TextArea rows={2} maxLength={200} data-testid="invoice-reissue-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
