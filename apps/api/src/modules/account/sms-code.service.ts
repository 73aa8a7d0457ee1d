import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError, invalid } from '../../lib/http-errors';
import { smsSent } from '../../observability/metrics';
import type { SmsProvider } from '../../providers/sms';
import { findAccount, phoneRegistered } from './buyer.repository';
import * as repo from './sms-code.repository';
import type { Viewer } from '../../shared/viewer';

export const SMS_PURPOSES = ['register', 'forget', 'bind', 'update'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** `login`: asked by POST /api/user/login/code for an account past its failed-login limit. */
export type CodePurpose = SmsPurpose | 'login';

export const SMS_RULES = {
  ttlSeconds: 300,
  resendSeconds: 60,
  perPhonePerDay: 10,
  perAddressPerHour: 30,
  maxWrongTries: 5,
} as const;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  login: '登录',
  register: '注册',
  forget: '找回密码',
  bind: '绑定手机',
  update: '修改密码',
};

export const WRONG_CODE = '短信验证码错误或已过期，请重新获取';

/** Codes are stored as an HMAC with the server's secret: a copy of the table does not give them away. */
export function hashCode(secret: string, phone: string, purpose: string, code: string) {
  return createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('hex');
}

export interface IssueInput {
  phone: string;
  purpose: CodePurpose;
  ip: string;
  now?: Date;
}

/**
 * Sends a 6-digit code: one a minute and ten a day per phone, a bounded number per address per hour,
 * counted under a lock per phone and per address so a burst of requests cannot slip past the limits.
 */
export async function issueCode(db: Database, sms: SmsProvider, secret: string, input: IssueInput) {
  const now = input.now ?? new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await repo.lockKey(tx, `phone:${input.phone}`);
    await repo.lockKey(tx, `ip:${input.ip}`);
    const today = await repo.countSince(tx, 'phone', input.phone, new Date(now.getTime() - 86_400_000));
    if (today.last && now.getTime() - today.last.getTime() < SMS_RULES.resendSeconds * 1000) {
      const wait = Math.ceil(
        (SMS_RULES.resendSeconds * 1000 - (now.getTime() - today.last.getTime())) / 1000,
      );
      throw new AppError(429, `验证码发送过于频繁，请${wait}秒后再试`);
    }
    if (today.count >= SMS_RULES.perPhonePerDay)
      throw new AppError(429, '该手机号今日获取验证码次数已达上限');
    const byAddress = await repo.countSince(tx, 'ip', input.ip, new Date(now.getTime() - 3_600_000));
    if (byAddress.count >= SMS_RULES.perAddressPerHour)
      throw new AppError(429, '获取验证码过于频繁，请稍后再试');
    await repo.insertCode(tx, {
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashCode(secret, input.phone, input.purpose, code),
      ip: input.ip,
      expiresAt: new Date(now.getTime() + SMS_RULES.ttlSeconds * 1000),
      createdAt: now,
    });
    // Sent inside the transaction: a provider failure leaves no code that nobody received.
    await sms.send(
      input.phone,
      `【药采网】您的${PURPOSE_TEXT[input.purpose]}验证码为${code}，${SMS_RULES.ttlSeconds / 60}分钟内有效，请勿泄露给他人。`,
      code,
    );
  });
  smsSent.inc({ type: input.purpose });
  return { expires_in: SMS_RULES.ttlSeconds, resend_in: SMS_RULES.resendSeconds };
}

export interface VerifyInput {
  phone: string;
  purpose: CodePurpose;
  code: string;
  now?: Date;
}

/**
 * Uses up the phone's latest code of that purpose when it matches; a wrong code counts a try (five
 * wrong tries and the code is dead), an expired or missing one is refused. Throws 422 on `code`.
 */
export async function verifyCode(db: Database, secret: string, input: VerifyInput) {
  const now = input.now ?? new Date();
  const wrongId = await db.transaction(async (tx) => {
    const row = await repo.lockLatestCode(tx, input.phone, input.purpose);
    if (!row || row.expiresAt <= now || row.attempts >= SMS_RULES.maxWrongTries) return -1;
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(secret, input.phone, input.purpose, input.code), 'hex');
    if (!timingSafeEqual(expected, given)) return row.id;
    await repo.markUsed(tx, row.id, now);
    return 0;
  });
  if (wrongId === 0) return;
  if (wrongId > 0) await repo.countWrongTry(db, wrongId);
  throw invalid('code', WRONG_CODE);
}

/**
 * POST /api/user/create_code: what each purpose needs before a code goes out — a phone not yet
 * registered (register), a registered one (forget), a logged-in member (bind), and for a password
 * change (update) the phone on record of the member asking.
 */
export async function requestCode(
  db: Database,
  sms: SmsProvider,
  secret: string,
  input: { phone: string; type: SmsPurpose; viewer: Viewer | null; ip: string },
) {
  const { phone, type, viewer } = input;
  if (type === 'register' && (await phoneRegistered(db, phone)))
    throw invalid('phone', '该手机号已注册，请直接登录或找回密码');
  if (type === 'forget' && !(await phoneRegistered(db, phone))) throw invalid('phone', '该手机号未注册');
  if (type === 'bind' || type === 'update') {
    if (!viewer) throw invalid('phone', '请先登录');
    if (type === 'update' && (await findAccount(db, viewer.username))?.phone !== phone)
      throw invalid('phone', '请使用账号绑定的手机号接收验证码');
  }
  return issueCode(db, sms, secret, { phone, purpose: type, ip: input.ip });
}
