import type { WechatAuthorisationStatus } from '@yaocai/contract';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound, notLoggedIn } from '../../lib/http-errors';
import { WechatRefusal, type WechatOAuth } from '../../providers/wechat';
import { isUniqueViolation } from '../../lib/unique-numbers';
import * as repo from './wechat.repository';

const TTL_MINUTES = 5;

const MESSAGES: Record<WechatAuthorisationStatus, string> = {
  pending: '请使用微信扫描二维码',
  bound: '微信绑定成功',
  confirmed: '微信授权成功，请填写注册信息',
  registered: '注册已提交，微信已绑定',
  login: '该微信已绑定账号，已为您登录',
  taken: '该微信已绑定其他账号，请更换微信或先在原账号解绑',
  already_bound: '当前账号已绑定微信，请先解绑再绑定新的微信',
  cancelled: '您已取消微信授权',
  expired: '二维码已过期，请刷新后重新扫码',
};

/** Statuses the callback answers as a refusal (JSON callers get 409 with the message). */
export const REFUSED: ReadonlySet<WechatAuthorisationStatus> = new Set([
  'taken',
  'already_bound',
  'cancelled',
]);

export const messageOf = (status: WechatAuthorisationStatus) => MESSAGES[status];

/** Starts a scan: binding needs the member who asks; registration may start from a visitor. */
export async function startAuthorisation(
  db: Database,
  wechat: WechatOAuth,
  purpose: 'bind' | 'register',
  memberId: number | null,
) {
  if (purpose === 'bind' && memberId === null) throw notLoggedIn();
  const state = randomBytes(24).toString('base64url');
  await repo.insertAuthorisation(db, {
    state,
    purpose,
    memberId: purpose === 'bind' ? memberId : null,
    ttlMinutes: TTL_MINUTES,
  });
  return { state, url: wechat.authoriseUrl(state), provider: wechat.name, expires_in: TTL_MINUTES * 60 };
}

function statusOf(found: { row: repo.AuthorisationRow; expired: boolean }): WechatAuthorisationStatus {
  if (found.row.status === 'pending' && found.expired) return 'expired';
  return found.row.status as WechatAuthorisationStatus;
}

/** What the page polling a scan sees; a binding is shown only to the member who started it. */
export async function authorisationStatus(db: Database, state: string, memberId: number | null) {
  const found = await repo.findAuthorisation(db, state);
  if (!found) throw notFound('授权');
  if (found.row.purpose === 'bind' && found.row.memberId !== memberId) throw notFound('授权');
  const status = statusOf(found);
  return {
    state,
    purpose: found.row.purpose,
    status,
    nickname: found.row.nickname,
    message: MESSAGES[status],
  };
}

export interface CallbackOutcome {
  purpose: string;
  status: WechatAuthorisationStatus;
  nickname: string;
  /** The member to log in (WeChat login through a registration scan of a bound identity). */
  loginMemberId: number | null;
}

/**
 * WeChat's redirect back after the scan. The authorisation is settled once: parallel callbacks of one
 * state wait on its row lock and then find it no longer pending. A bind binds the identity to the
 * member who started it, unless another member holds the identity or the member is bound already.
 */
export async function completeAuthorisation(
  db: Database,
  wechat: WechatOAuth,
  input: { state: string; code?: string | undefined },
): Promise<CallbackOutcome> {
  let identity: { openid: string; nickname: string } | null = null;
  if (input.code) {
    try {
      identity = await wechat.exchange(input.code, input.state);
    } catch (error) {
      if (error instanceof WechatRefusal)
        throw new AppError(422, error.message, 422, { code: [error.message] });
      throw error;
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const found = await repo.lockAuthorisation(tx, input.state);
      if (!found) throw notFound('授权');
      const { row } = found;
      if (row.status !== 'pending') throw conflict('该二维码已使用，请刷新后重新扫码');
      if (found.expired) throw new AppError(410, MESSAGES.expired);
      const settle = async (status: WechatAuthorisationStatus, loginMemberId: number | null = null) => {
        await repo.settleAuthorisation(tx, row.id, {
          status,
          openid: identity?.openid ?? null,
          nickname: identity?.nickname ?? '',
          ...(loginMemberId !== null ? { memberId: loginMemberId } : {}),
        });
        return { purpose: row.purpose, status, nickname: identity?.nickname ?? '', loginMemberId };
      };
      if (!identity) return settle('cancelled');
      await repo.lockIdentity(tx, identity.openid);
      const holder = await repo.findMemberByOpenid(tx, identity.openid);
      if (row.purpose !== 'bind') return holder ? settle('login', holder.id) : settle('confirmed');
      const member = await repo.lockMemberBinding(tx, row.memberId!);
      if (!member) throw notFound('会员');
      if (holder && holder.id !== row.memberId) return settle('taken');
      if (member.openid) return settle('already_bound');
      await repo.setBinding(tx, row.memberId!, identity);
      return settle('bound');
    });
  } catch (error) {
    // Two members binding one identity at once on separate instances: the unique index decides.
    if (isUniqueViolation(error, 'members_wechat_openid_uq')) throw conflict(MESSAGES.taken);
    throw error;
  }
}

export async function unbind(db: Database, memberId: number) {
  await db.transaction(async (tx) => {
    const member = await repo.lockMemberBinding(tx, memberId);
    if (!member?.openid) throw conflict('当前账号未绑定微信');
    await repo.setBinding(tx, memberId, { openid: null, nickname: '' });
  });
  return null;
}

/** Where the browser goes after the callback. */
export function redirectAfter(outcome: Pick<CallbackOutcome, 'purpose' | 'status'>, state: string) {
  if (outcome.purpose === 'bind') return `/bdwx?wechat=${outcome.status}`;
  if (outcome.status === 'login') return '/';
  return `/register/wechat?state=${encodeURIComponent(state)}`;
}
