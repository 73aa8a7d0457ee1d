import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { homePath } from '../../../app/menu';
import { paths, safeRedirect } from '../../../app/paths';
import { ApiError, fieldErrors } from '@yaocai/web-kit/http';
import { login, type LoginInput } from '../api/login';
import { logout } from '../api/logout';
import { fetchMe, meQueryKey } from '../api/me';
import { DemoAccounts } from '../components/demo-accounts';
import { required, requiredText } from '../../../lib/required-rules';

export const NOT_STAFF_TEXT = '该账号不是运营人员，无法登录运营后台';
const NO_SECTION_TEXT = '该账号没有可用的后台功能，请联系管理员分配角色';

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return '登录失败，请稍后再试';
}

export function LoginPage() {
  const [form] = Form.useForm<LoginInput>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();

  const submit = async (values: LoginInput) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      try {
        await login(values);
      } catch (error) {
        const fields = fieldErrors(error);
        if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
        else setRefusal(errorText(error));
        return;
      }
      try {
        const me = await fetchMe({ silent: true });
        const home = homePath(me.permissions);
        if (!home) {
          await logout().catch(() => undefined);
          setRefusal(NO_SECTION_TEXT);
          return;
        }
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, me);
        void message.success(`欢迎回来，${me.name || me.username}`);
        const wanted = safeRedirect(search.get('redirect'));
        navigate(wanted === paths.dashboard ? home : wanted, { replace: true });
      } catch (error) {
        // A buyer's account logs in on the storefront but has no business here: end that session.
        await logout().catch(() => undefined);
        setRefusal(error instanceof ApiError && error.status === 403 ? NOT_STAFF_TEXT : errorText(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-screen">
      <div className="login-box">
        <div className="login-brand">
          <span className="login-logo">药</span>
          <Typography.Title level={2} style={{ margin: 0 }}>
            药采网运营后台
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary" className="login-slogan">
          会员资质审核 · 订单发货 · 售后处理 · 操作留痕
        </Typography.Paragraph>
        <Card title="账号密码登录" className="login-card">
          {refusal && (
            <Alert
              type="error"
              showIcon
              title={refusal}
              style={{ marginBottom: 16 }}
              data-testid="login-error"
            />
          )}
          <Form form={form} size="large" onFinish={submit} autoComplete="off" disabled={submitting}>
            <Form.Item name="username" rules={requiredText('请输入用户名')}>
              <Input prefix={<UserOutlined />} placeholder="用户名" data-testid="login-username" />
            </Form.Item>
            <Form.Item name="password" rules={required('请输入密码')}>
              <Input.Password prefix={<LockOutlined />} placeholder="密码" data-testid="login-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
              登 录
            </Button>
          </Form>
        </Card>
        <DemoAccounts />
      </div>
      <div className="login-footer">药采网 © 2026 · 仅限公司内部员工使用</div>
    </div>
  );
}
