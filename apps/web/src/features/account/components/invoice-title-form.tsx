import type { InvoiceTitleAnswer, InvoiceTitleInput } from '@yaocai/contract';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { useSaveInvoiceTitle } from '../api/invoice-title';

/** 开票信息: the invoice title and tax number checkout writes on the order's invoice. */
export function InvoiceTitleForm({ value }: { value: InvoiceTitleAnswer }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<InvoiceTitleInput>();
  const save = useSaveInvoiceTitle();

  const { invoice_title, tax_number } = value;
  useEffect(() => {
    form.setFieldsValue({ invoice_title, tax_number });
  }, [invoice_title, tax_number, form]);

  const submit = async (values: InvoiceTitleInput) => {
    try {
      const saved = await save.mutateAsync(values);
      form.setFieldsValue(saved);
      message.success('开票信息已保存，之后的订单将按此开具发票');
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({
            name: name as keyof InvoiceTitleInput,
            errors,
          })),
        );
      }
    }
  };

  return (
    <Form<InvoiceTitleInput>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: '420px' }}
      onFinish={submit}
      data-testid="invoice-form"
      className="ac-form"
    >
      <Form.Item
        label="发票抬头"
        name="invoice_title"
        rules={[{ required: true, whitespace: true, message: '请输入发票抬头' }]}
      >
        <Input maxLength={100} placeholder="与营业执照上的企业名称一致" data-testid="invoice-title" />
      </Form.Item>
      <Form.Item
        label="纳税人识别号"
        name="tax_number"
        rules={[{ required: true, whitespace: true, message: '请输入税号' }]}
        extra="统一社会信用代码（18位）或原税务登记证号（15位、20位）"
      >
        <Input maxLength={20} placeholder="请输入税号" data-testid="invoice-tax-number" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="invoice-save">
          保存开票信息
        </Button>
      </Form.Item>
    </Form>
  );
}
