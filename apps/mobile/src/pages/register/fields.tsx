import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Image, Input, Radio, Selector } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { COMPANY_TYPES } from '@yaocai/contract';
import {
  DEVICE_SCOPES,
  DRUG_SCOPES,
  PASSWORD_RULE_TEXT,
  isIdNumber,
  isPhone,
  passwordRefusal,
  type RequiredDocument,
} from '@yaocai/domain';
import { todayInShanghai } from '@yaocai/web-kit/format';
import { CameraButton } from '../../components/camera-photo';
import { RegionField } from './region-field';
import { uploadPhoto } from '../../lib/upload';

const need = (message: string) => [{ required: true, whitespace: true, message }];
const check = (test: (v: string) => boolean, message: string) => ({
  validator: async (_: unknown, v: string | undefined) => {
    if (v && !test(v)) throw new Error(message);
  },
});

/** Step 1: the phone with its SMS code, the new account and the agreement. */
export function AccountFields({ sendCode }: { sendCode: () => Promise<number | void> }) {
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return (
    <>
      <Form.Item
        name="phone"
        label="手机号"
        rules={[...need('请输入手机号'), check((v) => isPhone(v), '手机号格式不正确，请输入11位手机号')]}
      >
        <Input placeholder="11位手机号" inputMode="numeric" maxLength={11} data-testid="m-reg-phone" />
      </Form.Item>
      <Form.Item
        name="code"
        label="验证码"
        rules={[...need('请输入短信验证码'), check((v) => /^\d{6}$/.test(v), '短信验证码为6位数字')]}
        extra={
          <Button
            size="small"
            fill="outline"
            color="primary"
            disabled={wait > 0}
            data-testid="m-reg-send-code"
            onClick={() => void sendCode().then((seconds) => seconds && setWait(seconds))}
          >
            {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
          </Button>
        }
      >
        <Input placeholder="6位数字" inputMode="numeric" maxLength={6} data-testid="m-reg-code" />
      </Form.Item>
      <Form.Item
        name="username"
        label="用户名"
        help="4-20位字母、数字、下划线或短横线，以字母开头"
        rules={[
          ...need('请输入用户名'),
          check(
            (v) => /^[A-Za-z][A-Za-z0-9_-]{3,19}$/.test(v),
            '用户名为4-20位字母、数字、下划线或短横线，以字母开头',
          ),
        ]}
      >
        <Input placeholder="登录用的用户名" autoComplete="off" maxLength={20} data-testid="m-reg-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label="登录密码"
        help={PASSWORD_RULE_TEXT}
        rules={[...need('请输入密码'), check((v) => passwordRefusal(v) === null, PASSWORD_RULE_TEXT)]}
      >
        <Input type="password" autoComplete="new-password" maxLength={20} data-testid="m-reg-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={[
          ...need('请再次输入密码'),
          ({ getFieldValue }) => ({
            validator: async (_, v: string | undefined) => {
              if (v && v !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input type="password" autoComplete="new-password" maxLength={20} data-testid="m-reg-confirm" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: async (_, v) => {
              if (!v) throw new Error('请阅读并同意《用户协议》');
            },
          },
        ]}
      >
        <Checkbox data-testid="m-reg-agree" style={{ minHeight: 44 }}>
          我已阅读并同意《药采网用户协议》
        </Checkbox>
      </Form.Item>
    </>
  );
}

/** Step 2: company type, name, region, address and contact. */
export function CompanyFields() {
  return (
    <>
      <Form.Item name="company_type" label="企业类型" rules={[{ required: true, message: '请选择企业类型' }]}>
        <Radio.Group>
          <div className="radio-grid">
            {Object.entries(COMPANY_TYPES).map(([value, label]) => (
              <Radio key={value} value={value}>
                {label}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="company" label="企业名称" help="与营业执照上的名称一致" rules={need('请输入企业名称')}>
        <Input placeholder="如 郑州仁和大药房有限公司" maxLength={100} data-testid="m-reg-company" />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionField />
      </Form.Item>
      <Form.Item name="address" label="详细地址" rules={need('请输入详细地址')}>
        <Input placeholder="街道、门牌号" maxLength={200} data-testid="m-reg-address" />
      </Form.Item>
      <Form.Item name="name" label="联系人" help="负责采购的店长或采购员" rules={need('请输入联系人')}>
        <Input maxLength={32} data-testid="m-reg-contact" />
      </Form.Item>
    </>
  );
}

/** A licence photographed with the back camera, scaled, uploaded at once; the value is its upload key. */
function LicencePhoto({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (key: string) => void;
  testId: string;
}) {
  const [preview, setPreview] = useState<string>();
  return (
    <div className="photo-row" data-testid={testId}>
      {value && preview ? <Image src={preview} width={72} height={72} fit="cover" alt="证照照片" /> : null}
      <CameraButton
        variant="tile"
        text={value ? '重新拍照' : '拍照上传'}
        testId={`${testId}-input`}
        onPhoto={async (dataUrl) => {
          const done = await uploadPhoto(dataUrl, 'qualification', 'licence.jpg').catch(() => null);
          if (!done) return;
          setPreview(dataUrl);
          onChange?.(done.key);
        }}
      />
    </div>
  );
}

const tomorrow = () => {
  const d = new Date(`${todayInShanghai()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Step 3: business scopes, then each document the type and scopes require, and the purchasing agent. */
export function DocumentsFields({ docs, form }: { docs: RequiredDocument[]; form: FormInstance }) {
  return (
    <>
      <Form.Item
        name="scopes"
        label="申请经营范围"
        rules={[{ required: true, message: '请至少选择一项经营范围' }]}
      >
        <Selector
          multiple
          columns={2}
          options={[...DRUG_SCOPES, ...DEVICE_SCOPES].map((s) => ({ label: s, value: s }))}
        />
      </Form.Item>
      {docs.map((doc) => (
        <div key={doc.slot} className="reg-doc" data-testid={`m-reg-doc-${doc.slot}`}>
          <Form.Item name={['docs', doc.slot, 'kind']} label="证照类型" initialValue={doc.kinds[0]}>
            {doc.kinds.length > 1 ? (
              <Selector
                columns={1}
                options={doc.kinds.map((k) => ({ label: k, value: k }))}
                onChange={(v) => form.setFieldValue(['docs', doc.slot, 'kind'], v[0] ?? doc.kinds[0])}
              />
            ) : (
              <Input readOnly />
            )}
          </Form.Item>
          <Form.Item name={['docs', doc.slot, 'number']} label="证照编号" rules={need('请输入证照编号')}>
            <Input maxLength={64} data-testid={`m-reg-doc-${doc.slot}-number`} />
          </Form.Item>
          <Form.Item name={['docs', doc.slot, 'expires_on']} label="有效期至" rules={need('请选择有效期')}>
            <DateInput min={tomorrow()} testId={`m-reg-doc-${doc.slot}-expiry`} />
          </Form.Item>
          <Form.Item name={['docs', doc.slot, 'image']} label="证照照片" rules={need('请拍照上传证照')}>
            <LicencePhoto testId={`m-reg-doc-${doc.slot}-photo`} />
          </Form.Item>
        </div>
      ))}
      <Form.Header>采购委托人</Form.Header>
      <Form.Item name="agent_name" label="委托人姓名" rules={need('请输入委托人姓名')}>
        <Input maxLength={32} data-testid="m-reg-agent-name" />
      </Form.Item>
      <Form.Item
        name="agent_id_number"
        label="身份证号"
        rules={[
          ...need('请输入委托人身份证号'),
          check((v) => isIdNumber(v.toUpperCase()), '委托人身份证号不正确'),
        ]}
      >
        <Input maxLength={18} data-testid="m-reg-agent-id" />
      </Form.Item>
    </>
  );
}

/** The phone's own date wheel (no day before `min`). */
function DateInput({
  value,
  onChange,
  min,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  min: string;
  testId: string;
}) {
  return (
    <input
      type="date"
      className="date-input"
      min={min}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      data-testid={testId}
    />
  );
}
