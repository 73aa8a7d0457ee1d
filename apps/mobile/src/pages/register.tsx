import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Result, Steps, Toast } from 'antd-mobile';
import {
  userCreateCode,
  userPhone,
  userRegister,
  type CompanyType,
  type RegisterAnswer,
  type RegisterInput,
} from '@yaocai/contract';
import { COMPANY_TYPES } from '@yaocai/contract';
import { DRUG_SCOPES, isPhone, requiredDocuments, type PickedRegion } from '@yaocai/domain';
import { ApiError, fieldErrors } from '@yaocai/web-kit/http';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';
import { AccountFields, CompanyFields, DocumentsFields } from './register/fields';
import './register/register.css';

/** The wizard's values (all steps share one form; the fields of the other steps are kept while hidden). */
interface Values {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  agree: boolean;
  company_type: CompanyType;
  company: string;
  region: PickedRegion;
  address: string;
  name: string;
  scopes: string[];
  docs: Record<string, { kind: string; number: string; expires_on: string; image: string }>;
  agent_name: string;
  agent_id_number: string;
}

const STEP_TITLES = ['验证手机', '企业信息', '资质证照', '等待审核'];
const ACCOUNT = ['phone', 'code', 'username', 'password', 'agree'];
const COMPANY = ['company_type', 'company', 'region', 'city', 'district', 'region_code', 'address', 'name'];
const PHONE_TAKEN = '该手机号已注册，请直接登录或找回密码';
/** The step a field of the API's answer is on (0-based). */
const stepOf = (field: string) => (ACCOUNT.includes(field) ? 0 : COMPANY.includes(field) ? 1 : 2);
/** An API field as the form names it (documents.0.number → ['documents', 0, 'number']; city → region). */
const formName = (field: string, slots: string[]) => {
  if (['city', 'district', 'region_code'].includes(field)) return ['region'];
  const [head, index, rest] = field.split('.');
  return head === 'documents' && index !== undefined && rest
    ? ['docs', slots[Number(index)] ?? index, rest]
    : [field];
};

/**
 * 注册 (/m/register): the PC registration's steps and API — phone with SMS code and account, company,
 * documents photographed with the back camera — then 「资料已提交，等待审核」. The new member is logged in.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RegisterAnswer | null>(null);
  const [pending, setPending] = useState<{ name: (string | number)[]; errors: string[] }[]>([]);
  const scopes = (Form.useWatch('scopes', form) as string[] | undefined) ?? [...DRUG_SCOPES.slice(0, 3)];
  const type = (Form.useWatch('company_type', form) as CompanyType | undefined) ?? 'pharmacy';
  const docs = requiredDocuments(type, scopes);

  // Server errors of a step are set once its fields are on the page again.
  useEffect(() => {
    if (pending.length === 0) return;
    form.setFields(pending);
    setPending([]);
  }, [pending, form, step]);

  const sendCode = async () => {
    const phone = String(form.getFieldValue('phone') ?? '');
    if (!isPhone(phone)) return void form.validateFields(['phone']);
    const { registered } = await call(userPhone, { value: phone }, { silent: true }).catch(() => ({
      registered: 0,
    }));
    if (registered) return void form.setFields([{ name: 'phone', errors: [PHONE_TAKEN] }]);
    const answer = await call(userCreateCode, { phone, type: 'register' });
    Toast.show({ content: '验证码已发送' });
    return answer.resend_in;
  };

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const input: RegisterInput = {
      phone: v.phone,
      code: v.code,
      username: v.username,
      password: v.password,
      company: v.company,
      company_type: v.company_type,
      name: v.name,
      region: v.region.region,
      city: v.region.city,
      district: v.region.district,
      region_code: v.region.regionCode,
      address: v.address,
      scopes: v.scopes,
      documents: docs.map((d) => v.docs[d.slot]!),
      agent_name: v.agent_name,
      agent_id_number: v.agent_id_number.toUpperCase(),
      agree: '1',
    };
    setBusy(true);
    try {
      setDone(await call(userRegister, input, { silent: true }));
      setStep(3);
      await client.invalidateQueries();
    } catch (e) {
      const errors = fieldErrors(e);
      if (errors.length === 0)
        Toast.show({ content: e instanceof ApiError ? e.message : '注册失败，请稍后再试' });
      else {
        setStep(Math.min(...errors.map((x) => stepOf(x.name))));
        setPending(
          errors.map((x) => ({
            name: formName(
              x.name,
              docs.map((d) => d.slot),
            ),
            errors: x.errors,
          })),
        );
        Toast.show({ content: errors[0]!.errors[0]! });
      }
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    if (step < 2) {
      setStep(step + 1);
      window.scrollTo(0, 0);
    } else await submit();
  };

  return (
    <NavPage title="会员注册" testId="m-register">
      <div className="reg-head">药店 · 诊所 · 卫生院 专属医药采购平台，企业资质审核通过后即可采购</div>
      <Steps current={step} className="reg-steps">
        {STEP_TITLES.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
      {step === 3 && done ? (
        <Result
          status="waiting"
          title="资料已提交，等待审核"
          description={`账号 ${done.username}（${done.company}）已创建。平台将在1-2个工作日内审核证照；审核通过前可浏览商品，价格显示为“资质审核通过后可见”。`}
          data-testid="m-reg-done"
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          mode="card"
          initialValues={{ company_type: 'pharmacy', scopes: [...DRUG_SCOPES.slice(0, 3)] }}
          footer={
            <div className="reg-actions">
              {step > 0 ? (
                <Button size="large" onClick={() => setStep(step - 1)}>
                  上一步
                </Button>
              ) : null}
              <Button
                color="primary"
                size="large"
                loading={busy}
                onClick={() => void next()}
                data-testid={step === 2 ? 'm-reg-submit' : 'm-reg-next'}
              >
                {step === 2 ? '提交注册' : '下一步'}
              </Button>
            </div>
          }
        >
          {step === 0 ? <AccountFields sendCode={sendCode} /> : null}
          {step === 1 ? <CompanyFields /> : null}
          {step === 2 ? (
            <>
              <div className="reg-note">
                {COMPANY_TYPES[type]}需拍照上传：{docs.map((d) => d.kinds.join('或')).join('、')}
                。证照需在有效期内，照片清晰完整。
              </div>
              <DocumentsFields docs={docs} form={form} />
            </>
          ) : null}
        </Form>
      )}
      <div className="footer-links">
        {step === 3 ? (
          <>
            <button type="button" onClick={() => navigate(m.home)} data-testid="m-reg-home">
              去首页逛逛
            </button>
            <Link to={m.me}>我的</Link>
          </>
        ) : (
          <Link to={m.login}>已有账号？去登录</Link>
        )}
      </div>
    </NavPage>
  );
}
