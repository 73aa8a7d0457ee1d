import type { BasicInfoAnswer, UpdateUserInfoInput } from '@yaocai/contract';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { useUpdateUserInfo } from '../api/update-user-info';

/**
 * 联系人信息: name and phone. The phone rule (11-digit mobile or area code-landline) is the server's:
 * its 422 message shows under the field.
 */
export function ContactForm({ info }: { info: BasicInfoAnswer }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<UpdateUserInfoInput>();
  const update = useUpdateUserInfo();

  useEffect(() => {
    form.setFieldsValue({ name: info.name, phone: info.phone });
  }, [info.name, info.phone, form]);

  const submit = async (values: UpdateUserInfoInput) => {
    try {
      await update.mutateAsync(values);
      message.success('联系人信息已保存');
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({
            name: name as keyof UpdateUserInfoInput,
            errors,
          })),
        );
      }
    }
  };

  return (
    <Form<UpdateUserInfoInput>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: '360px' }}
      onFinish={submit}
      data-testid="contact-form"
      className="ac-form"
    >
      <Form.Item
        label="联系人"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
      >
        <Input maxLength={32} placeholder="采购负责人姓名" data-testid="contact-name" />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="phone"
        rules={[{ required: true, whitespace: true, message: '请输入联系电话' }]}
        extra="11位手机号，或区号-座机号（如 010-64381234）；用于订单配送联系与短信通知"
      >
        <Input maxLength={20} placeholder="手机号或座机号" data-testid="contact-phone" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="contact-save">
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
