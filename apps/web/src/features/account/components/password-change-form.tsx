import type { ResetPasswordInput } from '@yaocai/contract';
import { PASSWORD_RULE_TEXT } from '@yaocai/domain';
import { App, Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { createCode } from '../api/create-code';
import { useResetPassword } from '../api/reset-password';
import { confirmRules, newPasswordRules } from './account-field-rules';
import { SmsCodeInput } from './sms-code-input';

type Way = 'password' | 'sms';
type Values = ResetPasswordInput & { confirm: string };

/** 修改密码: proven by the current password or by an SMS code to the member's phone. */
export function PasswordChangeForm({ phone, maskedPhone }: { phone: string; maskedPhone: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [way, setWay] = useState<Way>('password');
  const reset = useResetPassword();
  const mobile = /^1\d{10}$/.test(phone);

  const submit = async (values: Values) => {
    const input: ResetPasswordInput =
      way === 'password'
        ? { password: values.password, old_password: values.old_password }
        : { password: values.password, code: values.code };
    try {
      await reset.mutateAsync(input);
      form.resetFields();
      message.success('密码已修改，其他设备上的登录已退出');
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({ name: name as keyof Values, errors })),
        );
      }
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: '360px' }}
      onFinish={submit}
      data-testid="password-form"
      className="ac-form"
    >
      <Form.Item label="验证方式">
        <Segmented<Way>
          value={way}
          onChange={(v) => {
            setWay(v);
            form.setFields([
              { name: 'old_password', errors: [] },
              { name: 'code', errors: [] },
            ]);
          }}
          options={[
            { label: '当前密码验证', value: 'password' },
            { label: '手机短信验证', value: 'sms', disabled: !mobile },
          ]}
        />
        {!mobile && <span className="ac-muted ac-gap">联系电话不是手机号，无法接收短信验证码</span>}
      </Form.Item>
      {way === 'password' ? (
        <Form.Item
          label="当前密码"
          name="old_password"
          rules={[{ required: true, message: '请输入当前密码' }]}
        >
          <Input.Password
            autoComplete="current-password"
            placeholder="请输入当前登录密码"
            data-testid="old-password"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item label="验证手机">
            <span>{maskedPhone}</span>
            <span className="ac-muted">（验证码发送至账号绑定的手机号）</span>
          </Form.Item>
          <Form.Item label="短信验证码" name="code" rules={[{ required: true, message: '请输入短信验证码' }]}>
            <SmsCodeInput
              data-testid="password-code"
              send={async () => (await createCode({ phone, type: 'update' })).resend_in}
            />
          </Form.Item>
        </>
      )}
      <Form.Item label="新密码" name="password" rules={newPasswordRules} extra={PASSWORD_RULE_TEXT}>
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" data-testid="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password
          autoComplete="new-password"
          placeholder="请再次输入新密码"
          data-testid="confirm-password"
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={reset.isPending} data-testid="password-submit">
          修改密码
        </Button>
        <span className="ac-muted ac-gap">修改后，其他电脑和手机上的登录将自动退出</span>
      </Form.Item>
    </Form>
  );
}
