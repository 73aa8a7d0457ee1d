import type { ForgetCodeAnswer, ForgetVerifyAnswer } from '@yaocai/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import type { SmsProvider } from '../../providers/sms';
import { findAccount, lockPasswordHash, setPassword } from './buyer.repository';
import { hashPassword } from './password';
import { maskPhone } from './basic-info.service';
import { issueCode, verifyCode } from './sms-code.service';

const TOKEN_TTL_MS = 15 * 60_000;
const NO_ACCOUNT = '该账号不存在，请检查用户名或手机号';
const BAD_TOKEN = '重置凭证已失效，请重新验证手机';

async function accountWithPhone(db: Database, account: string) {
  const found = await findAccount(db, account);
  if (!found || !found.phone) throw invalid('account', NO_ACCOUNT);
  return found;
}

/** 忘记密码 step 1: the code goes to the phone on record of that username or phone. */
export async function sendResetCode(
  db: Database,
  sms: SmsProvider,
  secret: string,
  input: { account: string; ip: string; now?: Date },
): Promise<ForgetCodeAnswer> {
  const found = await accountWithPhone(db, input.account);
  const sent = await issueCode(db, sms, secret, {
    phone: found.phone,
    purpose: 'forget',
    ip: input.ip,
    now: input.now,
  });
  return { ...sent, phone: maskPhone(found.phone) };
}

// The token is signed over the current password hash, so it works once: the new password voids it.
const sign = (secret: string, memberId: number, expires: number, passwordHash: string) =>
  createHmac('sha256', secret).update(`reset:${memberId}.${expires}.${passwordHash}`).digest('base64url');

/** 忘记密码 step 2: the code proves the phone; answers a token that allows one new password within 15 minutes. */
export async function verifyResetCode(
  db: Database,
  secret: string,
  input: { account: string; code: string; now?: Date },
): Promise<ForgetVerifyAnswer> {
  const now = input.now ?? new Date();
  const found = await accountWithPhone(db, input.account);
  await verifyCode(db, secret, { phone: found.phone, purpose: 'forget', code: input.code, now });
  const expires = now.getTime() + TOKEN_TTL_MS;
  return {
    token: `${found.id}.${expires}.${sign(secret, found.id, expires, found.passwordHash)}`,
    username: found.username,
  };
}

/** 忘记密码 step 3: the new password, and every session of the member ends; answers the member's id. */
export async function resetPassword(
  db: Database,
  secret: string,
  input: { token: string; password: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const [id, expires, signature] = input.token.split('.');
  const memberId = Number(id);
  const until = Number(expires);
  if (
    !Number.isSafeInteger(memberId) ||
    !Number.isSafeInteger(until) ||
    !signature ||
    until < now.getTime()
  ) {
    throw invalid('token', BAD_TOKEN);
  }
  const passwordHash = await hashPassword(input.password);
  // Checked under the member's row lock: of two resets with one token, the second finds it void.
  await db.transaction(async (tx) => {
    const hash = await lockPasswordHash(tx, memberId);
    const expected = Buffer.from(hash === null ? '' : sign(secret, memberId, until, hash));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw invalid('token', BAD_TOKEN);
    await setPassword(tx, memberId, passwordHash);
  });
  return memberId;
}
