/** Spec §8: response codes, how the client reacts to each, and the exact texts. */

export const SUCCESS_CODE = 10000;
export const SUCCESS_CODES: readonly number[] = [10000, 200, 201];
export const NOT_LOGGED_IN = 10001;
export const HTTP_UNAUTHORIZED = 401;
export const VALIDATION = 422;
export const CONTRACT_NOT_SIGNED = 459;
/** The account is past its failed-login limit: the login form asks for the SMS code (shown like a 422). */
export const LOGIN_SMS_REQUIRED = 428;

export type CodeKind = 'success' | 'login' | 'validation' | 'contract' | 'alert' | 'busy';

export function classifyCode(code: number): CodeKind {
  if (SUCCESS_CODES.includes(code)) return 'success';
  if (code === NOT_LOGGED_IN || code === HTTP_UNAUTHORIZED) return 'login';
  if (code === VALIDATION || code === LOGIN_SMS_REQUIRED) return 'validation';
  if (code === CONTRACT_NOT_SIGNED) return 'contract';
  if (code >= 500 && code <= 599) return 'busy';
  return 'alert';
}

export const BUSY_TEXT = '系统繁忙，请稍候再试';
export const TIMEOUT_TEXT = '请求超时，请刷新页面';
export const ALERT_TITLE = '温馨提示';
export const FAVORITE_ADDED = '收藏成功';
export const FAVORITE_REMOVED = '取消收藏成功';
export const LINK_EMPTY = '活动暂未开始';
export const LINK_NOT_STARTED = '活动未开始';
export const PRICE_LOGIN_REQUIRED = '登录后可见';
export const PRICE_REVIEW_REQUIRED = '资质审核通过后可见';

/** Why a configured link cannot be followed, or null when it can. */
export function linkNotice(
  url: string | null | undefined,
): typeof LINK_EMPTY | typeof LINK_NOT_STARTED | null {
  const trimmed = (url ?? '').trim();
  if (trimmed === '') return LINK_EMPTY;
  // Operators prefix a link with "*" to publish it before the activity opens.
  if (trimmed.startsWith('*')) return LINK_NOT_STARTED;
  return null;
}

export type ValidationErrors = Record<string, readonly string[] | string | null | undefined>;

/** A 422 shows the first message of the first failing field (spec §5). */
export function firstValidationMessage(errors: ValidationErrors | null | undefined): string | null {
  for (const messages of Object.values(errors ?? {})) {
    const list = typeof messages === 'string' ? [messages] : (messages ?? []);
    const first = list.find((message) => message.trim() !== '');
    if (first !== undefined) return first;
  }
  return null;
}
