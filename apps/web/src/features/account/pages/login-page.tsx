import { useState } from 'react';
import { useNavigate, useSearchParams, Link } from 'react-router';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { BannerLink } from '../../../components/banner-link';
import { ApiError } from '@yaocai/web-kit/http';
import { LOGIN_SMS_REQUIRED } from '@yaocai/contract';
import { useBanners } from '../../content/api/banners';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/login-code';
import { SmsCodeInput } from '../components/sms-code-input';
import type { LoginInput } from '../api/types';

const REMEMBER_KEY = 'remember_username';

/** Only same-site paths are followed after login (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) {
    return paths.home;
  }
  return target;
}

/** 422 field errors → antd form fields (the http presenter already shows the first message). */
export function fieldErrors(error: unknown): { name: keyof LoginInput; errors: string[] }[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors)
    .filter(([name]) => name === 'username' || name === 'password' || name === 'code')
    .map(([name, messages]) => ({ name: name as keyof LoginInput, errors: messages.slice(0, 1) }));
}

function LoginBanner() {
  const { data: banners = [] } = useBanners('login');
  const banner = banners[0];
  if (banner?.image) {
    return (
      <BannerLink url={banner.url} className="login-banner">
        <img src={banner.image} alt={banner.title} />
      </BannerLink>
    );
  }
  return (
    <div className="login-banner login-banner--plain">
      <h2>正品药品 一站采购</h2>
      <p>药店 · 诊所 · 卫生院 专属医药采购平台</p>
      <ul>
        <li>资质严格审核</li>
        <li>厂家直供 批号效期可查</li>
        <li>满额包邮 极速配送</li>
      </ul>
    </div>
  );
}

export function LoginPage() {
  const [form] = Form.useForm<LoginInput & { remember: boolean }>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [rememberedValues] = useState(() => {
    const username = localStorage.getItem(REMEMBER_KEY) ?? '';
    return { username, remember: Boolean(username) };
  });
  // Set once the API answers LOGIN_SMS_REQUIRED: the account is past its failed-login limit.
  const [needsCode, setNeedsCode] = useState(false);
  const [sentTo, setSentTo] = useState('');

  const sendCode = async () => {
    const username = String(form.getFieldValue('username') ?? '').trim();
    const sent = await sendLoginCode({ username });
    setSentTo(sent.phone);
    return sent.resend_in;
  };

  const submit = async ({ username, password, code, remember }: LoginInput & { remember?: boolean }) => {
    try {
      await login.mutateAsync({ username: username.trim(), password, ...(needsCode ? { code } : {}) });
      if (remember) localStorage.setItem(REMEMBER_KEY, username.trim());
      else localStorage.removeItem(REMEMBER_KEY);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === LOGIN_SMS_REQUIRED) setNeedsCode(true);
      const fields = fieldErrors(error);
      if (fields.length) form.setFields(fields);
    }
  };

  return (
    <div className="login-page">
      <div className="container login-page__inner">
        <LoginBanner />
        <div className="login-card">
          <div className="login-card__title">
            <h3>会员登录</h3>
            <span>
              <SafetyCertificateOutlined /> 药店、诊所专用
            </span>
          </div>
          <Form
            form={form}
            layout="vertical"
            size="large"
            requiredMark={false}
            initialValues={rememberedValues}
            onFinish={submit}
          >
            <Form.Item
              name="username"
              rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder="用户名 / 手机号"
                autoComplete="username"
                data-testid="login-username"
              />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="密码"
                autoComplete="current-password"
                data-testid="login-password"
              />
            </Form.Item>
            {needsCode && (
              <>
                <Alert
                  type="warning"
                  showIcon
                  className="login-card__notice"
                  data-testid="login-sms-notice"
                  title={
                    sentTo
                      ? `验证码已发送至 ${sentTo}，请输入短信验证码后登录`
                      : '该账号登录失败次数过多，为保护账号安全，请获取短信验证码后登录'
                  }
                />
                <Form.Item
                  name="code"
                  rules={[
                    { required: true, message: '请输入短信验证码' },
                    { pattern: /^\d{6}$/, message: '短信验证码为6位数字' },
                  ]}
                >
                  <SmsCodeInput send={sendCode} data-testid="login-code" />
                </Form.Item>
              </>
            )}
            <div className="login-card__row">
              <Form.Item name="remember" valuePropName="checked" noStyle>
                <Checkbox>记住用户名</Checkbox>
              </Form.Item>
              <Link to={paths.forget}>忘记密码？</Link>
            </div>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={login.isPending}
              className="login-card__submit"
              data-testid="login-submit"
            >
              登 录
            </Button>
          </Form>
          <div className="login-card__foot">
            还没有账号？<Link to={paths.register}>免费注册</Link>
            <span className="login-card__sep">|</span>
            <Link to={paths.registerWechat} data-testid="login-wechat">
              微信扫码登录
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

export default LoginPage;
