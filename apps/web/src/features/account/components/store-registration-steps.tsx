/** The steps of 多门店注册 (pages/register-stores-page.tsx) and the values they keep between the step routes. */
import type { StoreCreateAnswer, StoreCreateInput } from '@yaocai/contract';
import { requiredDocuments, type PickedRegion } from '@yaocai/domain';
import { Button, Form, Input, Result } from 'antd';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useAddStore } from '../api/add-store';
import { useStoreList } from '../api/store-list';
import { LicenceDocuments, type DocumentValues } from './registration-document-fields';
import { RegionCascader } from './region-cascader';
import { NewAccountFields } from './new-account-fields';
import { AgentFields } from './agent-fields';

interface AccountValues {
  username: string;
  password: string;
  confirm: string;
  name: string;
  phone: string;
}

interface StoreValues {
  company: string;
  region_path: string[];
  address: string;
  documents: DocumentValues[];
  agent_name: string;
  agent_id_number: string;
}

const ACCOUNT_FIELDS = ['username', 'password', 'name', 'phone'];

/**
 * The wizard's values while the headquarters moves between the step routes. Kept in memory only (a
 * password never goes to storage); a reload starts again at step 1.
 */
const draft: {
  account?: AccountValues;
  store?: Partial<StoreValues>;
  region?: PickedRegion | null;
  errors?: Record<string, string[]>;
  created?: StoreCreateAnswer;
} = {};

/** 门店账号: the store's login account (step 1). */
export function AccountStep() {
  const navigate = useNavigate();
  const [form] = Form.useForm<AccountValues>();
  useEffect(() => {
    if (draft.account) form.setFieldsValue(draft.account);
    const errors = Object.entries(draft.errors ?? {}).filter(([k]) => ACCOUNT_FIELDS.includes(k));
    if (errors.length)
      form.setFields(errors.map(([name, e]) => ({ name: name as keyof AccountValues, errors: e })));
    draft.errors = undefined;
  }, [form]);
  return (
    <Form<AccountValues>
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 12 }}
      onFinish={(values) => {
        draft.account = values;
        navigate(paths.registerStoresStep(2));
      }}
      data-testid="store-account-form"
    >
      <NewAccountFields
        usernameLabel="门店登录账号"
        usernameNote="门店用它单独登录采购"
        usernamePlaceholder="如 yikang-hongqiao"
      />
      <Form.Item
        label="门店联系人"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
      >
        <Input maxLength={32} placeholder="店长或采购负责人姓名" />
      </Form.Item>
      <Form.Item
        label="联系人手机"
        name="phone"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: /^1[3-9]\d{9}$/, message: '手机号格式不正确，请输入11位手机号' },
        ]}
      >
        <Input maxLength={11} placeholder="11位手机号" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 12 }}>
        <Button type="primary" htmlType="submit" block size="large" data-testid="store-step1-next">
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 门店资料与证照: the store's company, address and licences, then the account is created (step 2). */
export function StoreStep() {
  const navigate = useNavigate();
  const [form] = Form.useForm<StoreValues>();
  const add = useAddStore();
  const { data: stores } = useStoreList();
  // A store is registered as a pharmacy asking for its headquarters' scopes.
  const docs = requiredDocuments('pharmacy', stores?.scopes ?? []);
  const slots = docs.map((d) => d.slot).join(',');
  useEffect(() => {
    if (draft.store) form.setFieldsValue(draft.store);
  }, [form]);
  useEffect(() => {
    const current = form.getFieldValue('documents') as DocumentValues[] | undefined;
    form.setFieldValue(
      'documents',
      docs.map((d) => current?.find((c) => d.kinds.includes(c?.kind)) ?? { kind: d.kinds[0] }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, form]);
  if (!draft.account) return <Navigate to={paths.registerStoresStep(1)} replace />;

  const submit = async (values: StoreValues) => {
    draft.store = values;
    const region = draft.region;
    if (!region) {
      form.setFields([{ name: 'region_path', errors: ['请选择所在地区'] }]);
      return;
    }
    const { confirm: _confirm, ...account } = draft.account!;
    const input: StoreCreateInput = {
      ...account,
      company: values.company,
      region: region.region,
      city: region.city,
      district: region.district,
      region_code: region.regionCode,
      address: values.address,
      documents: values.documents.map((d) => ({
        kind: d.kind,
        number: d.number,
        expires_on: d.expires_on.format('YYYY-MM-DD'),
        image: d.image,
      })),
      agent_name: values.agent_name,
      agent_id_number: values.agent_id_number,
    };
    try {
      draft.created = await add.mutateAsync(input);
      navigate(paths.registerStoresStep(3));
    } catch (e) {
      if (!(e instanceof ApiError) || !e.errors) return;
      if (Object.keys(e.errors).some((k) => ACCOUNT_FIELDS.includes(k))) {
        draft.errors = e.errors;
        navigate(paths.registerStoresStep(1));
        return;
      }
      form.setFields(
        Object.entries(e.errors).map(([name, errors]) => ({
          name: (['region', 'city', 'district'].includes(name)
            ? 'region_path'
            : name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))) as never,
          errors,
        })),
      );
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Form<StoreValues>
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      onFinish={submit}
      data-testid="store-info-form"
    >
      <h3 className="reg-section">门店信息</h3>
      <Form.Item
        label="门店名称"
        name="company"
        rules={required('请输入门店名称')}
        extra="与营业执照上的企业名称一致"
      >
        <Input maxLength={100} placeholder="如 益康连锁药房红桥店" />
      </Form.Item>
      <Form.Item label="所在地区" name="region_path" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionCascader data-testid="store-region" onChange={(_, region) => (draft.region = region)} />
      </Form.Item>
      <Form.Item label="详细地址" name="address" rules={required('请输入详细地址')}>
        <Input maxLength={200} placeholder="街道、门牌号" />
      </Form.Item>
      <h3 className="reg-section">资质证照与采购委托人（提交后由平台审核，1-2个工作日）</h3>
      <LicenceDocuments
        docs={docs}
        who="门店"
        terms={`门店申请的经营范围与总部一致：${(stores?.scopes ?? []).join('、') || '—'}。`}
        testIdPrefix="store-doc"
      />
      <AgentFields />
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <div className="reg-actions">
          <Button
            size="large"
            onClick={() => {
              draft.store = form.getFieldsValue();
              navigate(paths.registerStoresStep(1));
            }}
          >
            上一步
          </Button>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            loading={add.isPending}
            data-testid="store-submit"
          >
            提交审核
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}

/** 提交审核: the created store, waiting for review (step 3). */
export function DoneStep() {
  const created = draft.created;
  useEffect(() => {
    // The store exists: a next store starts from an empty form.
    draft.account = undefined;
    draft.store = undefined;
    draft.region = undefined;
  }, []);
  if (!created) return <Navigate to={paths.stores} replace />;
  return (
    <Result
      status="success"
      title="门店账号已创建，资质审核中"
      subTitle={`门店“${created.company}”的登录账号为 ${created.username}。平台将在1-2个工作日内审核证照，审核通过后门店即可看到价格并下单。`}
      data-testid="store-created"
      extra={[
        <Link key="list" to={paths.stores}>
          <Button type="primary">返回多门店管理</Button>
        </Link>,
        <Link key="more" to={paths.registerStoresStep(1)} onClick={() => (draft.created = undefined)}>
          <Button>继续添加门店</Button>
        </Link>,
      ]}
    />
  );
}
