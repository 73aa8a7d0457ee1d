import { COMPANY_TYPES, type RegisterDocument } from '@yaocai/contract';
import { DRUG_SCOPES, requiredDocuments } from '@yaocai/domain';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useRegister } from '../../api/register';
import {
  DocumentsValues,
  draft,
  saveDraft,
  backToAccount,
  DONE_KEY,
  ACCOUNT_FIELDS,
  COMPANY_FIELDS,
} from './register-draft';
import { AgentFields } from '../../components/agent-fields';
import {
  BusinessScopesField,
  LicenceDocuments,
  type DocumentValues,
} from '../../components/registration-document-fields';

/** Step 3: business scopes and the documents they and the type require; submits the registration. */
export function DocumentsStep() {
  const navigate = useNavigate();
  const [form] = Form.useForm<DocumentsValues>();
  const register = useRegister();
  const scopes = Form.useWatch('scopes', form) ?? [...DRUG_SCOPES.slice(0, 3)];
  const type = draft.company?.company_type ?? 'pharmacy';
  const docs = requiredDocuments(type, scopes);
  const slots = docs.map((d) => d.slot).join(',');
  useEffect(() => {
    const kept = draft.documents;
    if (!kept) return;
    form.setFieldsValue({
      ...kept,
      documents: kept.documents.map((d) => ({
        ...d,
        expires_on: d.expires_on ? dayjs(d.expires_on) : undefined,
      })) as DocumentValues[],
    });
  }, [form]);
  useEffect(() => {
    // A new list of documents (device scopes picked or dropped) keeps what was typed for the others.
    const current = form.getFieldValue('documents') as DocumentValues[] | undefined;
    const next = docs.map((d) => current?.find((c) => d.kinds.includes(c?.kind)) ?? { kind: d.kinds[0] });
    form.setFieldValue('documents', next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, form]);
  if (!draft.account?.password) return backToAccount();
  if (!draft.company || !draft.region) return <Navigate to={paths.registerStep(2)} replace />;

  const submit = async (values: DocumentsValues) => {
    const { confirm: _confirm, agree: _agree, ...account } = draft.account!;
    const company = draft.company!;
    const region = draft.region!;
    const documents: RegisterDocument[] = values.documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      expires_on: d.expires_on.format('YYYY-MM-DD'),
      image: d.image,
    }));
    try {
      const done = await register.mutateAsync({
        ...account,
        company: company.company,
        company_type: company.company_type,
        name: company.name,
        region: region.region,
        city: region.city,
        district: region.district,
        region_code: region.regionCode,
        address: company.address,
        scopes: values.scopes,
        documents,
        agent_name: values.agent_name,
        agent_id_number: values.agent_id_number,
        agree: '1',
      });
      sessionStorage.setItem(DONE_KEY, JSON.stringify(done));
      navigate(paths.registerStep(4));
    } catch (e) {
      if (!(e instanceof ApiError) || !e.errors) return;
      const fields = Object.keys(e.errors);
      if (fields.some((k) => ACCOUNT_FIELDS.includes(k) || COMPANY_FIELDS.includes(k))) {
        draft.errors = e.errors;
        navigate(paths.registerStep(fields.some((k) => ACCOUNT_FIELDS.includes(k)) ? 1 : 2));
        return;
      }
      form.setFields(
        Object.entries(e.errors).map(([name, errors]) => ({
          name: name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
          errors,
        })),
      );
    }
  };

  return (
    <Form<DocumentsValues>
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      initialValues={{ scopes: [...DRUG_SCOPES.slice(0, 3)] }}
      onValuesChange={(_, values) => {
        draft.documents = {
          ...values,
          documents: (values.documents ?? []).map((d) => ({
            ...d,
            expires_on: d?.expires_on?.format('YYYY-MM-DD'),
          })),
        };
        saveDraft();
      }}
      onFinish={submit}
      data-testid="register-documents-form"
    >
      <BusinessScopesField />
      <LicenceDocuments docs={docs} who={COMPANY_TYPES[type]} testIdPrefix="register-doc" upload />
      <h3 className="reg-section">采购委托人</h3>
      <AgentFields testIdPrefix="register" />
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <div className="reg-actions">
          <Button size="large" onClick={() => navigate(paths.registerStep(2))}>
            上一步
          </Button>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            loading={register.isPending}
            data-testid="register-submit"
          >
            提交注册
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
