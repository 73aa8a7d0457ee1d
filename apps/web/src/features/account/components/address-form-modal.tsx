import type { AddressInput, AddressItem } from '@yaocai/contract';
import { App, Checkbox, Form, Input, Modal, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { useSaveAddress } from '../api/save-address';
import { regionPath } from '../lib/region-path';
import { RegionCascader } from './region-cascader';

interface Values {
  consignee: string;
  phone: string;
  region: string[];
  detail: string;
  is_default: boolean;
}

interface Props {
  /** The address being edited, `'new'` to add one, null when closed. */
  address: AddressItem | 'new' | null;
  /** The first address always becomes the default. */
  first: boolean;
  onClose(): void;
}

const FIELD_OF: Record<string, keyof Values> = { region_code: 'region' };

/** 新增/编辑收货地址: consignee, phone (mobile or landline), region cascader, street address, default flag. */
export function AddressFormModal({ address, first, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAddress();
  const editing = address !== null && address !== 'new' ? address : null;

  useEffect(() => {
    if (address === null) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        consignee: editing.consignee,
        phone: editing.phone,
        region: regionPath(editing.region_code),
        detail: editing.detail,
        is_default: editing.is_default === 1,
      });
    } else {
      form.setFieldsValue({ is_default: first });
    }
  }, [address, editing, first, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const input: AddressInput = {
      consignee: values.consignee,
      phone: values.phone,
      region_code: values.region.at(-1) ?? '',
      detail: values.detail,
      is_default: values.is_default ? 1 : 0,
    };
    try {
      await save.mutateAsync({ ...input, id: editing?.id });
      message.success(editing ? '收货地址已保存' : '收货地址已添加');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({
            name: FIELD_OF[name] ?? (name as keyof Values),
            errors,
          })),
        );
      }
    }
  };

  return (
    <Modal
      open={address !== null}
      title={editing ? '编辑收货地址' : '新增收货地址'}
      okText="保存"
      cancelText="取消"
      width={560}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'address-save' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '90px' }} data-testid="address-form">
        <Form.Item
          label="收货人"
          name="consignee"
          rules={[{ required: true, whitespace: true, message: '请输入收货人' }]}
        >
          <Input maxLength={32} placeholder="收货人姓名" data-testid="address-consignee" />
        </Form.Item>
        <Form.Item
          label="联系电话"
          name="phone"
          rules={[{ required: true, whitespace: true, message: '请输入联系电话' }]}
          extra="11位手机号，或区号-座机号如 010-64381234"
        >
          <Input maxLength={20} placeholder="手机号或座机号" data-testid="address-phone" />
        </Form.Item>
        <Form.Item
          label="所在地区"
          name="region"
          rules={[{ required: true, type: 'array', min: 2, message: '请选择所在地区' }]}
        >
          <RegionCascader data-testid="address-region" />
        </Form.Item>
        <Form.Item
          label="详细地址"
          name="detail"
          rules={[{ required: true, whitespace: true, message: '请输入详细地址' }]}
        >
          <Input.TextArea
            maxLength={200}
            rows={2}
            placeholder="街道、门牌号、楼层房间号等，如：建设北大街176号康宁小区临街商铺"
            data-testid="address-detail"
          />
        </Form.Item>
        <Form.Item label=" " colon={false} name="is_default" valuePropName="checked">
          <Checkbox disabled={first} data-testid="address-default">
            设为默认收货地址{first ? '（第一个地址自动设为默认）' : ''}
          </Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
