import type { StoreSummary, StoreUpdateInput } from '@yaocai/contract';
import { App, Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { useUpdateStore } from '../api/update-store';

interface Props {
  store: StoreSummary | null;
  onClose(): void;
}

/** 编辑门店: contact person, phone (mobile or landline) and address; the server's field errors show under the fields. */
export function StoreEditModal({ store, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StoreUpdateInput>();
  const update = useUpdateStore();

  useEffect(() => {
    if (store) form.setFieldsValue({ name: store.name, phone: store.phone, address: store.address });
  }, [store, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await update.mutateAsync({ id: store!.id, ...values });
      message.success('门店信息已保存');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({
            name: name as keyof StoreUpdateInput,
            errors,
          })),
        );
      }
    }
  };

  return (
    <Modal
      open={store !== null}
      title={store ? `编辑门店 · ${store.company}` : '编辑门店'}
      okText="保存"
      cancelText="取消"
      confirmLoading={update.isPending}
      okButtonProps={{ 'data-testid': 'store-edit-save' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} data-testid="store-edit-form">
        <Form.Item label="门店账号">{store?.username}</Form.Item>
        <Form.Item
          label="联系人"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
        >
          <Input maxLength={32} placeholder="门店联系人姓名" />
        </Form.Item>
        <Form.Item
          label="联系电话"
          name="phone"
          rules={[{ required: true, whitespace: true, message: '请输入联系电话' }]}
          extra="11位手机号，或座机号如 022-28351234"
        >
          <Input maxLength={20} placeholder="手机号或座机号" />
        </Form.Item>
        <Form.Item
          label="详细地址"
          name="address"
          rules={[{ required: true, whitespace: true, message: '请输入详细地址' }]}
        >
          <Input.TextArea maxLength={200} rows={2} placeholder="省市区及街道门牌号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
