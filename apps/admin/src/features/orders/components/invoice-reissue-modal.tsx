import { useEffect } from 'react';
import { App, Alert, Form, Input } from 'antd';
import type { InvoiceReissueInput, OperatorOrderDetail } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { useReissueInvoice } from '../api/reissue-invoice';
import { FormDialog } from '../../../components/form-dialog';

type Invoice = OperatorOrderDetail['invoices'][number];

/**
 * 冲红重开: the blue invoice is voided by a red one for what it still carries (negative, linked to it)
 * and issued again with the corrected title and tax number; the buyer sees both in 电子发票.
 */
export function InvoiceReissueModal({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const [form] = Form.useForm<InvoiceReissueInput>();
  const reissue = useReissueInvoice();
  const { message } = App.useApp();
  // The form opens on the invoice's title and tax number as issued, to be corrected.
  useEffect(() => {
    if (invoice) form.setFieldsValue({ title: invoice.title, tax_number: invoice.tax_number, reason: '' });
  }, [invoice, form]);
  const submit = async (values: InvoiceReissueInput) => {
    if (!invoice) return;
    const done = await reissue.mutateAsync({ id: invoice.id, input: values });
    void message.success(`已冲红（红字发票${done.red_no}）并重新开具发票${done.blue_no}`);
    onClose();
  };
  return (
    <FormDialog
      form={form}
      open={invoice !== null}
      title={`冲红重开 ${invoice?.invoice_no ?? ''}`}
      width={560}
      okText="冲红并重开"
      okTestId="invoice-reissue-submit"
      danger
      pending={reissue.isPending}
      onCancel={onClose}
      onSubmit={submit}
      intro={
        invoice && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`将开具红字发票冲销原发票（价税合计 ${formatYuan(invoice.amount)} 中尚未冲红的部分），并按下列抬头重新开具蓝字发票。`}
          />
        )
      }
    >
      <Form.Item
        name="title"
        label="更正后的发票抬头"
        rules={[
          { required: true, whitespace: true, message: '请填写发票抬头' },
          { max: 100, message: '发票抬头不能超过100个字' },
        ]}
      >
        <Input maxLength={100} data-testid="invoice-reissue-title" />
      </Form.Item>
      <Form.Item
        name="tax_number"
        label="纳税人识别号"
        rules={[
          {
            pattern: /^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})?$/,
            message: '纳税人识别号格式不正确',
          },
        ]}
      >
        <Input maxLength={20} placeholder="个人或免填可留空" data-testid="invoice-reissue-tax" />
      </Form.Item>
      <Form.Item
        name="reason"
        label="冲红原因"
        rules={[
          { required: true, whitespace: true, message: '请填写冲红原因' },
          { min: 2, message: '请填写冲红原因' },
          { max: 200, message: '冲红原因不能超过200个字' },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="如：抬头填写错误，买家申请更正"
          data-testid="invoice-reissue-reason"
        />
      </Form.Item>
    </FormDialog>
  );
}
