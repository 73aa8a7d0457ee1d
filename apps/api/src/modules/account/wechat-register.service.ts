import type { WechatRegisterAnswer, wechatRegisterBody } from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, conflict, invalid, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-numbers';
import { checkRegistration, createBuyer } from './registration.service';
import * as wechatRepo from './wechat.repository';

type Input = z.output<typeof wechatRegisterBody>;

const USERNAME_TAKEN = '该用户名已被注册，请换一个';
const SCAN_USED = '微信授权未完成或已使用，请重新扫码';
const IDENTITY_TAKEN = '该微信已绑定其他账号，请直接使用微信登录';

/**
 * 微信注册: the registration of registration.service (same checks, same buyer) from a confirmed
 * WeChat scan instead of an SMS code. The buyer is created bound to the scanned identity and the scan
 * is used up in one transaction: a scan registers once, and an identity bound meanwhile is refused.
 */
export async function registerWithWechat(
  db: Database,
  input: Input,
  now = new Date(),
): Promise<WechatRegisterAnswer & { memberId: number }> {
  const passwordHash = await checkRegistration(db, input, now);
  try {
    return await db.transaction(async (tx) => {
      const found = await wechatRepo.lockAuthorisation(tx, input.wechat_state);
      if (!found || found.row.purpose !== 'register') throw notFound('微信授权');
      const { row } = found;
      if (row.status !== 'confirmed' || !row.openid) throw conflict(SCAN_USED);
      if (found.stale) throw new AppError(410, '微信授权已过期，请重新扫码');
      await wechatRepo.lockIdentity(tx, row.openid);
      if (await wechatRepo.findMemberByOpenid(tx, row.openid)) throw conflict(IDENTITY_TAKEN);
      const created = await createBuyer(tx, input, passwordHash, now, {
        openid: row.openid,
        nickname: row.nickname,
      });
      if (!(await wechatRepo.useConfirmedAuthorisation(tx, row.id, created.memberId))) {
        throw conflict(SCAN_USED);
      }
      return {
        memberId: created.memberId,
        username: input.username,
        company: input.company,
        wechat: row.nickname,
        is_passed: 0,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_username_uq')) throw invalid('username', USERNAME_TAKEN);
    if (isUniqueViolation(error, 'members_wechat_openid_uq')) throw conflict(IDENTITY_TAKEN);
    throw error;
  }
}
