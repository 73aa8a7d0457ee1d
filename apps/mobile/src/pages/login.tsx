import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { userLogin, userLoginCode } from '@yaocai/contract';
import { LOGIN_SMS_REQUIRED } from '@yaocai/domain';
import { ApiError } from '@yaocai/web-kit/http';
import { call } from '../lib/http';
import { m, openDesktop } from '../lib/mobile-paths';
import { NavPage } from '../components/page';

/** Only places inside the mobile app are followed after a login. */
function safeRedirect(value: string | null) {
  return value && value.startsWith('/m/') && !value.startsWith('//') ? value.slice(2) : m.home;
}

/**
 * 登录: account and password; past the failure limit the API asks for the SMS code sent to the
 * account's phone (428), and the code field appears. The session cookie is the PC site's.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [needCode, setNeedCode] = useState(false);
  const [sending, setSending] = useState(0);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ username: string; password: string; code?: string }>();

  const submit = async (values: { username: string; password: string; code?: string }) => {
    setBusy(true);
    try {
      await call(userLogin, values, { silent: true });
      await client.invalidateQueries();
      Toast.show({ icon: 'success', content: '登录成功' });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === LOGIN_SMS_REQUIRED) {
        setNeedCode(true);
        Toast.show({ content: '请输入短信验证码完成登录' });
      } else Toast.show({ content: error instanceof Error ? error.message : '登录失败' });
    } finally {
      setBusy(false);
    }
  };
  const sendCode = async () => {
    const username = form.getFieldValue('username') as string | undefined;
    if (!username) return Toast.show({ content: '请先输入账号' });
    const answer = await call(userLoginCode, { username });
    Toast.show({ content: `验证码已发送至 ${answer.phone}` });
    setSending(answer.resend_in);
    const timer = setInterval(() => setSending((s) => (s <= 1 ? (clearInterval(timer), 0) : s - 1)), 1000);
  };

  return (
    <NavPage title="登录" testId="m-login">
      <div style={{ padding: '24px 16px 8px', fontSize: 22, fontWeight: 600 }}>欢迎来到药采网</div>
      <Form
        form={form}
        onFinish={submit}
        layout="horizontal"
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={busy}
            data-testid="m-login-submit"
          >
            登录
          </Button>
        }
      >
        <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
          <Input
            placeholder="用户名 / 手机号"
            autoComplete="username"
            clearable
            data-testid="m-login-username"
          />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input
            type="password"
            placeholder="请输入密码"
            autoComplete="current-password"
            clearable
            data-testid="m-login-password"
          />
        </Form.Item>
        {needCode ? (
          <Form.Item
            name="code"
            label="验证码"
            rules={[{ required: true, pattern: /^\d{6}$/, message: '短信验证码为6位数字' }]}
            extra={
              <Button
                size="small"
                fill="none"
                disabled={sending > 0}
                onClick={() => void sendCode()}
                style={{ minHeight: 44 }}
              >
                {sending > 0 ? `${sending}秒后重发` : '获取验证码'}
              </Button>
            }
          >
            <Input placeholder="6位短信验证码" inputMode="numeric" maxLength={6} data-testid="m-login-code" />
          </Form.Item>
        ) : null}
      </Form>
      <div className="footer-links">
        <Link to={m.register} data-testid="m-login-register">
          注册新账号
        </Link>
        <button type="button" onClick={() => openDesktop('/forget')}>
          忘记密码
        </button>
      </div>
    </NavPage>
  );
}
