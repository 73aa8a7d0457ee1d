import { isPhone } from '@yaocai/domain';
import { Button, Checkbox, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../app/paths';
import { useCreateCode } from '../../api/create-code';
import { phoneRegisteredQuery } from '../../api/phone-registered';
import { mobileRules } from '../../components/account-field-rules';
import { NewAccountFields } from '../../components/new-account-fields';
import { SmsCodeInput } from '../../components/sms-code-input';
import {
  AccountValues,
  draft,
  saveDraft,
  ACCOUNT_FIELDS,
  required,
  useDraftErrors,
  PHONE_TAKEN,
} from './register-draft';

/** Step 1: phone with its SMS code, the new account and the agreement. */
export function AccountStep() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AccountValues>();
  const createCode = useCreateCode();
  useEffect(() => {
    if (draft.account) form.setFieldsValue(draft.account);
  }, [form]);
  useDraftErrors(form, ACCOUNT_FIELDS);
  const send = async () => {
    const phone = (await form.validateFields(['phone'])).phone;
    return (await createCode.mutateAsync({ phone, type: 'register' })).resend_in;
  };
  return (
    <Form<AccountValues>
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 12 }}
      onValuesChange={(_, values) => {
        draft.account = { ...draft.account, ...values };
        saveDraft();
      }}
      onFinish={(values) => {
        draft.account = values;
        saveDraft();
        navigate(paths.registerStep(2));
      }}
      data-testid="register-account-form"
    >
      <Form.Item
        label="手机号"
        name="phone"
        validateTrigger={['onChange', 'onBlur']}
        rules={[
          ...mobileRules,
          {
            validateTrigger: 'onBlur',
            validator: async (_, v: string | undefined) => {
              if (!v || !isPhone(v)) return;
              const { registered } = await queryClient
                .fetchQuery(phoneRegisteredQuery(v))
                .catch(() => ({ registered: 0 }));
              if (registered) throw new Error(PHONE_TAKEN);
            },
          },
        ]}
        extra="用于接收订单通知和找回密码"
      >
        <Input maxLength={11} placeholder="11位手机号" data-testid="register-phone" />
      </Form.Item>
      <Form.Item label="短信验证码" name="code" rules={required('请输入短信验证码')}>
        <SmsCodeInput send={send} data-testid="register-code" />
      </Form.Item>
      <NewAccountFields testIdPrefix="register" />
      <Form.Item
        wrapperCol={{ offset: 6, span: 12 }}
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) =>
              v ? Promise.resolve() : Promise.reject(new Error('请阅读并同意《用户协议》')),
          },
        ]}
      >
        <Checkbox data-testid="register-agree">
          我已阅读并同意
          <Link to={paths.helpArticle.userAgreement} target="_blank">
            《药采网用户协议》
          </Link>
        </Checkbox>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 12 }}>
        <Button type="primary" htmlType="submit" block size="large" data-testid="register-next">
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}
