import type { Database } from '../../db/client';
import { loadSiteConfig } from '../content/index';
import * as repo from './account.repository';

export interface Profile {
  show: boolean;
  username: string;
  name: string;
  phone: string;
  company: string;
  face: string;
  rank: number;
  admin: { name: string; phone: string; is_default: 0 | 1 };
  address: string;
  is_passed: number;
  points: number;
  cart: number;
  message_count: number;
  wechat: string;
  common_config: { hot_line: string; qq1: string; qq2: string };
  quality_inspection: { quality_inspection_url: string; msg: string };
  login_url: string;
  is_show_youx: number;
  is_special: number;
  is_can_chat: number;
  token: string;
  is_AfterSale: number;
  is_vip: number;
  is_chain: number;
}

/** Spec §3 "User profile". A visitor gets the same shape with the default service contact. */
export async function profile(
  db: Database,
  memberId: number | null,
  counts: { cart: number; messages: number },
) {
  const config = await loadSiteConfig(db);
  const common_config = { hot_line: config.hot_line ?? '', qq1: config.qq1 ?? '', qq2: config.qq2 ?? '' };
  const quality_inspection = {
    quality_inspection_url: config.quality_inspection_url ?? '',
    msg: config.quality_inspection_msg ?? '药检报告请在商品详情页按批号查看，如需纸质件请联系客户经理',
  };
  const fallbackManager = await repo.findDefaultManager(db);
  const defaultAdmin = {
    name: fallbackManager?.name ?? '客服',
    phone: fallbackManager?.phone ?? common_config.hot_line,
    is_default: 1 as const,
  };
  const base: Profile = {
    show: true,
    username: '',
    name: '',
    phone: '',
    company: '',
    face: '',
    rank: 0,
    admin: defaultAdmin,
    address: '',
    is_passed: 0,
    points: 0,
    cart: 0,
    message_count: 0,
    wechat: '',
    common_config,
    quality_inspection,
    login_url: '/login',
    is_show_youx: 1,
    is_special: 0,
    is_can_chat: 0,
    token: '',
    is_AfterSale: 0,
    is_vip: 0,
    is_chain: 0,
  };
  if (memberId === null) return base;
  const row = await repo.findProfile(db, memberId);
  if (!row) return base;
  const { member, company, manager } = row;
  const address = await repo.findDefaultAddress(db, memberId);
  return {
    ...base,
    username: member.username,
    name: member.name,
    phone: member.phone,
    company: company.name,
    face: member.face,
    rank: member.rank,
    admin:
      manager && !manager.isDefault
        ? { name: manager.name, phone: manager.phone, is_default: 0 as const }
        : defaultAdmin,
    address: address
      ? `${address.province}${address.city}${address.district}${address.detail}`
      : company.address,
    is_passed: member.isPassed,
    points: member.points,
    cart: counts.cart,
    message_count: counts.messages,
    wechat: member.wechat,
    is_special: member.isSpecial,
    is_can_chat: member.isCanChat,
    is_AfterSale: member.isPassed,
    is_vip: member.isVip,
    is_chain: company.kind === 'chain' ? 1 : 0,
  } satisfies Profile;
}

/** Whether the member may use the customer-service chat (is_can_chat; otherwise the QQ links). */
export async function canChat(db: Database, memberId: number) {
  const row = await repo.findProfile(db, memberId);
  return row?.member.isCanChat === 1;
}
