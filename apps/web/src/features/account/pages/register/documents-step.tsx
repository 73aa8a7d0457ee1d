import { COMPANY_TYPES, type RegisterDocument } from '@yaocai/contract';
import { DEVICE_SCOPES, DRUG_SCOPES, requiredDocuments, type RequiredDocument } from '@yaocai/domain';
import { Alert, Button, Checkbox, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useRegister } from '../../api/register';
import { LicenceUpload } from '../../components/licence-upload';
import {
  DocumentValues,
  DocumentsValues,
  draft,
  saveDraft,
  backToAccount,
  DONE_KEY,
  ACCOUNT_FIELDS,
  COMPANY_FIELDS,
  futureOnly,
  required,
} from './register-draft';
import { AgentFields } from '../../components/agent-fields';

function DocumentFields({ index, doc }: { index: number; doc: RequiredDocument }) {
  return (
    <div className="reg-doc" data-testid={`register-doc-${doc.slot}`}>
      <Form.Item label="证照类型" name={['documents', index, 'kind']} rules={required('请选择证照类型')}>
        {doc.kinds.length > 1 ? (
          <Select options={doc.kinds.map((k) => ({ value: k, label: k }))} style={{ width: 260 }} />
        ) : (
          <Input readOnly variant="borderless" />
        )}
      </Form.Item>
      <Form.Item label="证照编号" name={['documents', index, 'number']} rules={required('请输入证照编号')}>
        <Input maxLength={64} data-testid={`register-doc-${doc.slot}-number`} />
      </Form.Item>
      <Form.Item
        label="有效期至"
        name={['documents', index, 'expires_on']}
        rules={[{ required: true, message: '请选择有效期' }]}
      >
        <DatePicker
          disabledDate={futureOnly}
          placeholder="选择日期"
          style={{ width: 200 }}
          data-testid={`register-doc-${doc.slot}-expiry`}
        />
      </Form.Item>
      <Form.Item
        label="证照图片"
        name={['documents', index, 'image']}
        rules={[{ required: true, message: '请上传证照图片' }]}
      >
        <LicenceUpload data-testid={`register-doc-${doc.slot}-image`} />
      </Form.Item>
    </div>
  );
}

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
      <Form.Item
        label="申请经营范围"
        name="scopes"
        rules={[{ required: true, message: '请至少选择一项经营范围' }]}
      >
        <Checkbox.Group options={[...DRUG_SCOPES, ...DEVICE_SCOPES].map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      <Alert
        type="info"
        showIcon
        className="uc-alert"
        message={`${COMPANY_TYPES[type]}需上传：${docs.map((d) => d.kinds.join('或')).join('、')}。证照需在有效期内，图片清晰完整；平台将在1-2个工作日内审核。`}
      />
      {docs.map((doc, index) => (
        <DocumentFields key={doc.slot} index={index} doc={doc} />
      ))}
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
