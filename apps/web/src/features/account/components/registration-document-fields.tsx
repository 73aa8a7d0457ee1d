import { DEVICE_SCOPES, DRUG_SCOPES, type RequiredDocument } from '@yaocai/domain';
import { Alert, Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { DocumentImageInput } from './document-image-input';
import { LicenceUpload } from './licence-upload';
import { todayInShanghai } from '@yaocai/web-kit/format';

/** A document as the registration forms hold it before it is sent. */
export interface DocumentValues {
  kind: string;
  number: string;
  expires_on: Dayjs;
  image: string;
}

// Days are Beijing days whatever the computer's zone: today and earlier cannot be picked.
const futureOnly = (d: Dayjs) => d.format('YYYY-MM-DD') <= todayInShanghai();
const required = (message: string) => [{ required: true, whitespace: true, message }];

/** One document the type and scopes require (packages/domain requiredDocuments). */
export function DocumentFields({
  index,
  doc,
  testIdPrefix,
  upload = false,
}: {
  index: number;
  doc: RequiredDocument;
  testIdPrefix: string;
  /**
   * Upload the file at once (POST /api/upload) and submit its key, which the new member claims: for
   * visitors registering. A headquarters registering a store sends the picture itself, since a file
   * it uploads is its own and cannot become the store's.
   */
  upload?: boolean;
}) {
  return (
    <div className="reg-doc" data-testid={`${testIdPrefix}-${doc.slot}`}>
      <Form.Item label="证照类型" name={['documents', index, 'kind']} rules={required('请选择证照类型')}>
        {doc.kinds.length > 1 ? (
          <Select options={doc.kinds.map((k) => ({ value: k, label: k }))} style={{ width: 260 }} />
        ) : (
          <Input readOnly variant="borderless" />
        )}
      </Form.Item>
      <Form.Item label="证照编号" name={['documents', index, 'number']} rules={required('请输入证照编号')}>
        <Input maxLength={64} data-testid={`${testIdPrefix}-${doc.slot}-number`} />
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
          data-testid={`${testIdPrefix}-${doc.slot}-expiry`}
        />
      </Form.Item>
      <Form.Item
        label="证照图片"
        name={['documents', index, 'image']}
        rules={[{ required: true, message: '请上传证照图片' }]}
      >
        {upload ? (
          <LicenceUpload data-testid={`${testIdPrefix}-${doc.slot}-image`} />
        ) : (
          <DocumentImageInput data-testid={`${testIdPrefix}-${doc.slot}-image`} />
        )}
      </Form.Item>
    </div>
  );
}

const SCOPE_OPTIONS = [...DRUG_SCOPES, ...DEVICE_SCOPES].map((s) => ({ value: s, label: s }));

/** 申请经营范围: the scopes a new member applies for (they decide which licences it needs). */
export function BusinessScopesField() {
  return (
    <Form.Item
      label="申请经营范围"
      name="scopes"
      rules={[{ required: true, message: '请至少选择一项经营范围' }]}
    >
      <Checkbox.Group options={SCOPE_OPTIONS} />
    </Form.Item>
  );
}

/** What the note of a member's own registration adds: review takes 1-2 working days. */
const LICENCE_TERMS = '证照需在有效期内，图片清晰完整；平台将在1-2个工作日内审核。';

/**
 * The licences a registration needs: a note naming what `who` uploads (and `terms`, the review's
 * terms unless given), then the fields of each document, for 注册, 微信注册 and 多门店注册 alike.
 */
export function LicenceDocuments({
  docs,
  who,
  terms = LICENCE_TERMS,
  testIdPrefix,
  upload = false,
}: {
  docs: readonly RequiredDocument[];
  who: string;
  terms?: string;
  testIdPrefix: string;
  upload?: boolean;
}) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        className="uc-alert"
        message={`${who}需上传：${docs.map((d) => d.kinds.join('或')).join('、')}。${terms}`}
      />
      {docs.map((doc, index) => (
        <DocumentFields key={doc.slot} index={index} doc={doc} testIdPrefix={testIdPrefix} upload={upload} />
      ))}
    </>
  );
}
