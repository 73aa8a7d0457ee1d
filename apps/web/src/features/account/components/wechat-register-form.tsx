import { WechatOutlined } from '@ant-design/icons';
import { COMPANY_TYPES, type CompanyType, type WechatRegisterAnswer } from '@yaocai/contract';
import { DRUG_SCOPES, requiredDocuments, type PickedRegion } from '@yaocai/domain';
import { Alert, Button, Checkbox, Form, Input, Radio } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useRegisterWithWechat } from '../api/register-wechat';
import { BusinessScopesField, LicenceDocuments, type DocumentValues } from './registration-document-fields';
import { RegionCascader } from './region-cascader';
import { NewAccountFields } from './new-account-fields';
import { AgentFields } from './agent-fields';

interface Values {
  username: string;
  password: string;
  confirm: string;
  phone: string;
  company: string;
  company_type: CompanyType;
  name: string;
  region_path: string[];
  address: string;
  scopes: string[];
  documents: DocumentValues[];
  agent_name: string;
  agent_id_number: string;
  agree: boolean;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The registration form of 微信注册, once WeChat has confirmed the scan: the new account stays bound to it. */
export function WechatRegisterForm({
  state,
  nickname,
  onDone,
}: {
  state: string;
  nickname: string;
  onDone(a: WechatRegisterAnswer): void;
}) {
  const [form] = Form.useForm<Values>();
  const register = useRegisterWithWechat();
  const region = useRef<PickedRegion | null>(null);
  const type = Form.useWatch('company_type', form) ?? 'pharmacy';
  const scopes = Form.useWatch('scopes', form) ?? [...DRUG_SCOPES.slice(0, 3)];
  const docs = requiredDocuments(type, scopes);
  const slots = docs.map((d) => d.slot + d.kinds.join('')).join(',');
  useEffect(() => {
    // A new list of documents (type or device scopes changed) keeps what was typed for the others.
    const current = form.getFieldValue('documents') as DocumentValues[] | undefined;
    const next = docs.map((d) => current?.find((c) => d.kinds.includes(c?.kind)) ?? { kind: d.kinds[0] });
    form.setFieldValue('documents', next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, form]);

  const submit = async (v: Values) => {
    if (!region.current) {
      form.setFields([{ name: 'region_path', errors: ['请选择所在地区'] }]);
      return;
    }
    try {
      onDone(
        await register.mutateAsync({
          wechat_state: state,
          username: v.username,
          password: v.password,
          phone: v.phone,
          company: v.company,
          company_type: v.company_type,
          name: v.name,
          region: region.current.region,
          city: region.current.city,
          district: region.current.district,
          region_code: region.current.regionCode,
          address: v.address,
          scopes: v.scopes,
          documents: v.documents.map((d) => ({
            kind: d.kind,
            number: d.number,
            expires_on: d.expires_on.format('YYYY-MM-DD'),
            image: d.image,
          })),
          agent_name: v.agent_name,
          agent_id_number: v.agent_id_number,
          agree: '1',
        }),
      );
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({
            name: (['region', 'city', 'district'].includes(name)
              ? 'region_path'
              : name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))) as never,
            errors,
          })),
        );
      }
    }
  };

  return (
    <Form<Values>
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      initialValues={{ company_type: 'pharmacy', scopes: [...DRUG_SCOPES.slice(0, 3)] }}
      onFinish={submit}
      data-testid="wechat-register-form"
    >
      <Alert
        type="success"
        showIcon
        icon={<WechatOutlined />}
        className="uc-alert"
        message={
          <>
            微信授权成功：<b data-testid="wechat-register-nickname">{nickname}</b>
            ，注册完成后该微信将绑定新账号，可直接扫码登录
          </>
        }
      />
      <h3 className="reg-section">账号信息</h3>
      <NewAccountFields />
      <Form.Item
        label="手机号"
        name="phone"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确，请输入11位手机号' },
        ]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <h3 className="reg-section">企业信息</h3>
      <Form.Item label="企业类型" name="company_type" rules={[{ required: true, message: '请选择企业类型' }]}>
        <Radio.Group
          options={Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        label="企业名称"
        name="company"
        rules={required('请输入企业名称')}
        extra="与营业执照上的名称一致"
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="所在地区" name="region_path" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionCascader data-testid="wechat-register-region" onChange={(_, r) => (region.current = r)} />
      </Form.Item>
      <Form.Item label="详细地址" name="address" rules={required('请输入详细地址')}>
        <Input maxLength={200} placeholder="街道、门牌号" />
      </Form.Item>
      <Form.Item label="联系人" name="name" rules={required('请输入联系人')}>
        <Input maxLength={32} />
      </Form.Item>
      <h3 className="reg-section">经营范围与资质证照</h3>
      <BusinessScopesField />
      <LicenceDocuments docs={docs} who={COMPANY_TYPES[type]} testIdPrefix="wechat-doc" upload />
      <AgentFields />
      <Form.Item
        wrapperCol={{ offset: 6, span: 14 }}
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) =>
              v ? Promise.resolve() : Promise.reject(new Error('请阅读并同意《用户协议》')),
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <Link to={paths.helpArticle.userAgreement} target="_blank">
            《药采网用户协议》
          </Link>
        </Checkbox>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={register.isPending}
          data-testid="wechat-register-submit"
        >
          注册并绑定微信
        </Button>
      </Form.Item>
    </Form>
  );
}
