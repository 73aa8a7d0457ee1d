import { LOGIN_SMS_REQUIRED, type LoginCodeAnswer } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { AppError, invalid } from '../../lib/http-errors';
import { loginsFailed } from '../../observability/metrics';
import type { SmsProvider } from '../../providers/sms';
import * as repo from './account.repository';
import { verifyPassword } from './password';
import { maskPhone } from './basic-info.service';
import { issueCode, verifyCode } from './sms-code.service';

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

const WRONG_CREDENTIALS = '用户名或密码错误';
export const SMS_REQUIRED_TEXT = '该账号登录失败次数过多，为保护账号安全，请获取短信验证码后登录';
const NO_PHONE = '该账号不存在或未绑定手机，请联系客服';
const NO_CODE_NEEDED = '该账号无需短信验证，请直接输入密码登录';

const tooMany = (limits: LoginLimits) =>
  new AppError(429, `登录失败次数过多，请${limits.windowMinutes}分钟后再试`);

type Outcome = 'ok' | 'wrong' | 'address-limit' | 'code-required' | 'wrong-code';

/** Whether the code is the account phone's latest login code (used up when it is; a wrong one counts a try). */
async function codeMatches(tx: Database, secret: string, phone: string, code: string) {
  try {
    await verifyCode(tx, secret, { phone, purpose: 'login', code });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return false;
    throw error;
  }
}

/**
 * 登录. Failures count per account and per address (`LOGIN_LIMIT_PER_ACCOUNT` / `…_PER_ADDRESS` in the
 * window). The check and the failure it may write run under a lock per account and per address, so a
 * burst of wrong passwords stops at the limit and a burst of right ones all pass. Past the address
 * limit that address is refused (429); past the account limit the account is not locked for its owner:
 * the answer is LOGIN_SMS_REQUIRED, whatever the password, until the right password comes with the SMS
 * code sent to the account's phone — so guessing on does not tell a right password from a wrong one.
 */
export async function login(
  db: Database,
  input: { username: string; password: string; code?: string; ip: string },
  limits: LoginLimits,
  secret: string,
) {
  const { username, ip } = input;
  const code = input.code || undefined;
  const member = await repo.findMemberForLogin(db, username);
  // An address already past its limit is refused without spending the password check on it.
  const before = await repo.countRecentFailures(db, username, ip, limits.windowMinutes);
  if (before.byAddress >= limits.perAddress) {
    loginsFailed.inc();
    throw tooMany(limits);
  }
  // Checked before the lock (against a dummy hash when there is no such member, so both answers take
  // as long): one account's logins wait for each other only for a few statements.
  const matches = await verifyPassword(input.password, member?.passwordHash ?? null);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await repo.lockLoginKeys(tx, username, ip);
    const recent = await repo.countRecentFailures(tx, username, ip, limits.windowMinutes);
    if (recent.byAddress >= limits.perAddress) return 'address-limit';
    if (recent.byAccount >= limits.perAccount) {
      if (!code) {
        await repo.recordFailure(tx, username, ip);
        return 'code-required';
      }
      if (!member?.phone || !(await codeMatches(tx, secret, member.phone, code))) {
        await repo.recordFailure(tx, username, ip);
        return 'wrong-code';
      }
    }
    if (!member || !matches) {
      await repo.recordFailure(tx, username, ip);
      return 'wrong';
    }
    await repo.clearAccountFailures(tx, username);
    return 'ok';
  });
  if (outcome !== 'ok') loginsFailed.inc();
  if (outcome === 'address-limit') throw tooMany(limits);
  if (outcome === 'code-required')
    throw new AppError(LOGIN_SMS_REQUIRED, SMS_REQUIRED_TEXT, LOGIN_SMS_REQUIRED, {
      code: [SMS_REQUIRED_TEXT],
    });
  if (outcome === 'wrong-code') throw invalid('code', '短信验证码错误或已过期，请重新获取');
  if (outcome === 'wrong' || !member) throw invalid('password', WRONG_CREDENTIALS);
  if (member.disabled) throw new AppError(403, '账号已停用，请联系客服');
  return member;
}

/**
 * POST /api/user/login/code: the login code for an account past its failed-login limit goes to the
 * phone on record (the SMS code limits per phone and per address apply).
 */
export async function sendLoginCode(
  db: Database,
  sms: SmsProvider,
  secret: string,
  input: { username: string; ip: string },
  limits: LoginLimits,
): Promise<LoginCodeAnswer> {
  const member = await repo.findMemberForLogin(db, input.username);
  if (!member?.phone) throw invalid('username', NO_PHONE);
  const recent = await repo.countRecentFailures(db, input.username, input.ip, limits.windowMinutes);
  if (recent.byAccount < limits.perAccount) throw invalid('username', NO_CODE_NEEDED);
  const sent = await issueCode(db, sms, secret, { phone: member.phone, purpose: 'login', ip: input.ip });
  return { ...sent, phone: maskPhone(member.phone) };
}
