import { PASSWORD_RULE_TEXT } from '@yaocai/domain';
import { Form, Input } from 'antd';
import { confirmRules, newPasswordRules, usernameRules } from './account-field-rules';

const USERNAME_RULE_TEXT = '4-20位字母、数字、下划线或短横线，以字母开头';

interface Props {
  usernameLabel?: string;
  /** Said after the username rule, e.g. what the account is for. */
  usernameNote?: string;
  usernamePlaceholder?: string;
  /** Prefix of the inputs' test ids (`<prefix>-username`, `-password`, `-confirm`). */
  testIdPrefix?: string;
}

/** Username, password and its confirmation of a new account, with the rules the API enforces. */
export function NewAccountFields({
  usernameLabel = '用户名',
  usernameNote,
  usernamePlaceholder,
  testIdPrefix,
}: Props) {
  const testId = (field: string) => (testIdPrefix ? `${testIdPrefix}-${field}` : undefined);
  return (
    <>
      <Form.Item
        label={usernameLabel}
        name="username"
        rules={usernameRules}
        extra={usernameNote ? `${USERNAME_RULE_TEXT}；${usernameNote}` : USERNAME_RULE_TEXT}
      >
        <Input
          maxLength={20}
          autoComplete="off"
          placeholder={usernamePlaceholder}
          data-testid={testId('username')}
        />
      </Form.Item>
      <Form.Item label="登录密码" name="password" rules={newPasswordRules} extra={PASSWORD_RULE_TEXT}>
        <Input.Password maxLength={20} autoComplete="new-password" data-testid={testId('password')} />
      </Form.Item>
      <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={confirmRules()}>
        <Input.Password maxLength={20} autoComplete="new-password" data-testid={testId('confirm')} />
      </Form.Item>
    </>
  );
}
