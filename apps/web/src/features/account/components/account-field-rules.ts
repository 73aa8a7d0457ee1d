import { isPhone, passwordRefusal, PASSWORD_RULE_TEXT } from '@yaocai/domain';
import type { FormRule } from 'antd';

/** The form rules of a new account, the same as the API's (packages/domain and the account contracts). */
export const usernameRules: FormRule[] = [
  { required: true, message: '请输入用户名' },
  {
    pattern: /^[A-Za-z][A-Za-z0-9_-]{3,19}$/,
    message: '用户名为4-20位字母、数字、下划线或短横线，以字母开头',
  },
];

export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  {
    validator: (_, v: string | undefined) =>
      !v || passwordRefusal(v) === null ? Promise.resolve() : Promise.reject(new Error(PASSWORD_RULE_TEXT)),
  },
];

/** Confirmation of the field `passwordField`. */
export const confirmRules = (passwordField = 'password'): FormRule[] => [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: (_, v) =>
      !v || v === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];

export const mobileRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  {
    validator: (_, v: string | undefined) =>
      !v || isPhone(v) ? Promise.resolve() : Promise.reject(new Error('手机号格式不正确，请输入11位手机号')),
  },
];
