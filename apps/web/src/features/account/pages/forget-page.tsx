import { PASSWORD_RULE_TEXT } from '@yaocai/domain';
import { Alert, Button, Form, Input, Result, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useResetPassword, useSendResetCode, useVerifyResetCode } from '../api/forget-password';
import { confirmRules, newPasswordRules } from '../components/account-field-rules';
import { SmsCodeInput } from '../components/sms-code-input';

export type ForgetStep = 1 | 2 | 3;

/** The reset token between the steps, in memory only. */
const draft: { token?: string; username?: string; done?: boolean } = {};

const STEPS = [{ title: '验证身份' }, { title: '设置新密码' }, { title: '完成' }];

function VerifyStep() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ account: string; code: string }>();
  const sendCode = useSendResetCode();
  const verify = useVerifyResetCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async () => {
    const { account } = await form.validateFields(['account']);
    const sent = await sendCode.mutateAsync(account);
    setSentTo(sent.phone);
    return sent.resend_in;
  };
  return (
    <Form
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 12 }}
      onFinish={async (values) => {
        const answer = await verify.mutateAsync(values);
        draft.token = answer.token;
        draft.username = answer.username;
        navigate(paths.forgetStep(2));
      }}
      data-testid="forget-verify-form"
    >
      <Form.Item
        label="用户名或手机号"
        name="account"
        rules={[{ required: true, whitespace: true, message: '请输入用户名或手机号' }]}
      >
        <Input maxLength={32} placeholder="注册时的用户名或手机号" data-testid="forget-account" />
      </Form.Item>
      <Form.Item
        label="短信验证码"
        name="code"
        rules={[{ required: true, message: '请输入短信验证码' }]}
        extra={sentTo ? `验证码已发送至 ${sentTo}，5分钟内有效` : '验证码将发送至账号绑定的手机'}
      >
        <SmsCodeInput send={send} data-testid="forget-code" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 12 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={verify.isPending}
          data-testid="forget-next"
        >
          下一步
        </Button>
      </Form.Item>
    </Form>
  );
}

function PasswordStep() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  if (!draft.token) return <Navigate to={paths.forgetStep(1)} replace />;
  return (
    <Form<{ password: string; confirm: string }>
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 12 }}
      onFinish={async ({ password }) => {
        await reset.mutateAsync({ token: draft.token!, password });
        draft.done = true;
        navigate(paths.forgetStep(3));
      }}
      data-testid="forget-password-form"
    >
      <Alert
        type="info"
        showIcon
        className="uc-alert"
        message={`正在为账号 ${draft.username} 设置新密码，设置后该账号在所有设备上需重新登录。`}
      />
      <Form.Item label="新密码" name="password" rules={newPasswordRules} extra={PASSWORD_RULE_TEXT}>
        <Input.Password maxLength={20} autoComplete="new-password" data-testid="forget-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password maxLength={20} autoComplete="new-password" data-testid="forget-confirm" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 12 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={reset.isPending}
          data-testid="forget-submit"
        >
          确认修改
        </Button>
      </Form.Item>
    </Form>
  );
}

function DoneStep() {
  useEffect(() => {
    draft.token = undefined;
  }, []);
  if (!draft.done) return <Navigate to={paths.forgetStep(1)} replace />;
  return (
    <Result
      status="success"
      title="密码已重置"
      subTitle="请使用新密码登录；其他设备上的登录已全部退出。"
      data-testid="forget-done"
      extra={
        <Link to={paths.login}>
          <Button type="primary">去登录</Button>
        </Link>
      }
    />
  );
}

/** 忘记密码 (/forget/step1…3): prove the phone with an SMS code, set a new password, done. */
export function ForgetPage({ step }: { step: ForgetStep }) {
  return (
    <div className="container reg-page" data-testid="forget-page">
      <div className="reg-card">
        <div className="reg-card__head">
          <h2>找回密码</h2>
          <span>
            想起密码了？<Link to={paths.login}>返回登录</Link>
          </span>
        </div>
        <Steps
          current={step - 1}
          status={step === 3 ? 'finish' : 'process'}
          items={STEPS}
          className="reg-steps"
          size="small"
        />
        {step === 1 ? <VerifyStep /> : step === 2 ? <PasswordStep /> : <DoneStep />}
      </div>
    </div>
  );
}

export default ForgetPage;
