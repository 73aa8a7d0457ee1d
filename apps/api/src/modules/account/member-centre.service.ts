import { RANK_NAMES, type MemberCentreAnswer } from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { orderList, monthlyPurchases } from '../orders/index';
import { cashVoucherList, couponNum, userCredit, userMoney } from '../wallet/index';
import * as repo from './member-centre.repository';
import { zizhi } from './qualification.service';
import type { Viewer } from '../../shared/viewer';

const KIND_NAMES: Record<string, string> = {
  pharmacy: '单体药店',
  chain: '连锁总部',
  store: '连锁门店',
  clinic: '诊所',
  health_center: '卫生院',
  platform: '平台',
};

const QUAL_STATUS_NAMES = {
  valid: '资质有效',
  expiring: '资质即将过期',
  expired: '资质已过期',
  pending: '资质审核中',
};

/** GET /api/user/center: member, account manager, documents, wallet, orders and 12 months of purchases. */
export async function memberCentre(
  db: Database,
  viewer: Viewer,
  now = new Date(),
): Promise<MemberCentreAnswer> {
  const [member, fallbackManager, docs, money, credit, coupons, vouchers, orders, monthly] =
    await Promise.all([
      repo.memberWithCompany(db, viewer.memberId),
      repo.defaultManager(db),
      zizhi(db, viewer, now),
      userMoney(db, viewer),
      userCredit(db, viewer, now),
      couponNum(db, viewer, now),
      cashVoucherList(db, viewer, { page: 1, status: 0 }, now),
      orderList(db, viewer, { page: 1, pageSize: 5 }, now),
      monthlyPurchases(db, viewer.memberId, now),
    ]);
  if (!member) throw notFound('会员');

  const inForce = docs.list.filter((d) => d.status === 'approved');
  const pending = docs.list.filter(
    (d) => d.status === 'pending' || d.replacement?.status === 'pending',
  ).length;
  const qualStatus = inForce.some((d) => d.validity === 'expired')
    ? 'expired'
    : inForce.some((d) => d.validity === 'expiring')
      ? 'expiring'
      : inForce.length === 0 || docs.list.some((d) => d.status === 'pending')
        ? 'pending'
        : 'valid';

  const counts = orders.counts as Record<string, number | undefined>;
  const purchases = monthly.map((m) => ({ month: m.month, amount: formatYuan(m.fen), orders: m.orders }));
  const total = monthly.reduce((sum, m) => sum + m.fen, 0);
  const manager = member.managerName
    ? { name: member.managerName, phone: member.managerPhone ?? '' }
    : fallbackManager;

  return {
    member: {
      username: member.username,
      name: member.name,
      company: member.company,
      company_kind_name: KIND_NAMES[member.companyKind] ?? member.companyKind,
      rank: member.rank,
      rank_name: RANK_NAMES[member.rank] ?? `V${member.rank}会员`,
      is_vip: member.isVip,
      is_passed: member.isPassed,
      contract_signed: member.contractSigned ? 1 : 0,
    },
    account_manager: manager,
    qualification: {
      status: qualStatus,
      status_name: QUAL_STATUS_NAMES[qualStatus],
      documents: docs.list.length,
      pending,
      warnings: docs.warnings,
    },
    wallet: {
      balance: money.balance,
      credit_open: credit.is_open,
      credit_limit: credit.limit,
      credit_available: credit.available,
      credit_used: credit.used,
      red_packet: money.red_packet,
      points: member.points,
      coupons: coupons.unused,
      cash_vouchers: vouchers.total,
    },
    order_counts: {
      all: counts.all ?? 0,
      unpaid: counts.unpaid ?? 0,
      to_ship: counts.to_ship ?? 0,
      shipped: counts.shipped ?? 0,
      completed: counts.completed ?? 0,
      cancelled: counts.cancelled ?? 0,
    },
    recent_orders: orders.list.map((o) => ({
      id: o.id,
      order_no: o.order_no,
      status: o.status,
      status_name: o.status_name,
      created_at: o.created_at,
      payable_amount: o.payable_amount,
      goods_count: o.goods_count,
      total_number: o.total_number,
      image: o.lines.find((l) => l.goods_image)?.goods_image ?? '',
    })),
    purchases,
    purchases_total: formatYuan(total),
  };
}
