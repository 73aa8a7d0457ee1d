import { useState } from 'react';
import { Button, Form, Input, Switch, TextArea } from 'antd-mobile';
import { addressBody, type AddressInput, type AddressItem } from '@yaocai/contract';
import type { PickedRegion } from '@yaocai/domain';
import { RegionField } from '../register/region-field';

interface Values {
  consignee: string;
  phone: string;
  region?: PickedRegion;
  detail: string;
  is_default: boolean;
}

const initial = (a: AddressItem | null): Values => ({
  consignee: a?.consignee ?? '',
  phone: a?.phone ?? '',
  region:
    a && a.region_code
      ? { region: a.province, city: a.city, district: a.district, regionCode: a.region_code }
      : undefined,
  detail: a?.detail ?? '',
  is_default: a?.is_default === 1,
});

/**
 * 新增/编辑收货地址: checked against the contract's addressBody before it is sent (the same Chinese
 * message per field as the API's 422), the region from the PC's province → city → district lists.
 */
export function AddressForm({
  address,
  first,
  onSave,
}: {
  address: AddressItem | null;
  /** The member's first address becomes the default anyway. */
  first: boolean;
  onSave: (body: AddressInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    const body = {
      consignee: v.consignee,
      phone: v.phone,
      region_code: v.region?.regionCode ?? '',
      detail: v.detail,
      is_default: v.is_default || first ? 1 : 0,
    };
    const checked = addressBody.safeParse(body);
    if (!checked.success) {
      const errors = new Map<string, string[]>();
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'region_code' ? 'region' : String(issue.path[0]);
        errors.set(key, [...(errors.get(key) ?? []), issue.message]);
      }
      form.setFields([...errors].map(([name, list]) => ({ name, errors: list.slice(0, 1) })));
      return;
    }
    setSaving(true);
    try {
      await onSave(body);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      initialValues={initial(address)}
      onFinish={(v) => void submit(v)}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={saving}
          data-testid="m-address-save"
        >
          保存地址
        </Button>
      }
    >
      <Form.Header>{address ? '编辑收货地址' : '新增收货地址'}</Form.Header>
      <Form.Item name="consignee" label="收货人">
        <Input placeholder="请输入收货人姓名" maxLength={32} data-testid="m-address-consignee" />
      </Form.Item>
      <Form.Item name="phone" label="手机号码">
        <Input type="tel" placeholder="收货人手机或座机" maxLength={20} data-testid="m-address-phone" />
      </Form.Item>
      <Form.Item name="region" label="所在地区">
        <RegionField testId="m-address-region" />
      </Form.Item>
      <Form.Item name="detail" label="详细地址">
        <TextArea
          placeholder="街道、门牌号等"
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="m-address-detail"
        />
      </Form.Item>
      <Form.Item name="is_default" label="设为默认" valuePropName="checked" hidden={first}>
        <Switch />
      </Form.Item>
    </Form>
  );
}
