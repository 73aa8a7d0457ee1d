/** The password rule shown beside every new-password field and enforced by the API. */
export const PASSWORD_RULE_TEXT = '密码须为8-20位，同时包含字母和数字，不含空格';

/** Why a new password is refused, or null when it follows the rule. */
export function passwordRefusal(password: string): string | null {
  const ok =
    password.length >= 8 &&
    password.length <= 20 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password);
  return ok ? null : PASSWORD_RULE_TEXT;
}
