import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { bankTransfers, members } from '../schema';
import { addDays } from './dates';

/** A bank slip (银行回单) as a small SVG picture: the seed cannot reach the file store. */
function slipPicture(bank: string, amount: string, ref: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="200" viewBox="0 0 360 200">
<rect width="360" height="200" fill="#fdf8ef" stroke="#b22" stroke-width="3"/>
<text x="180" y="36" font-size="20" text-anchor="middle" fill="#b22">${bank} 电子回单</text>
<text x="24" y="80" font-size="14" fill="#333">收款人：药采网医药有限公司</text>
<text x="24" y="110" font-size="14" fill="#333">金额：人民币 ${amount} 元</text>
<text x="24" y="140" font-size="14" fill="#333">流水号：${ref}</text>
<circle cx="300" cy="150" r="30" fill="none" stroke="#b22" stroke-width="3"/>
<text x="300" y="155" font-size="12" text-anchor="middle" fill="#b22">业务专用章</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const TRANSFERS = [
  {
    username: 'zhensuo01',
    amount: 8_000_00,
    bank: '中国工商银行',
    ref: '1102026112000458',
    daysAgo: 1,
    source: 'staff',
    note: '对公转账，用于下月采购',
  },
  {
    username: 'liansuo01',
    amount: 20_000_00,
    bank: '中国建设银行',
    ref: '6217002026112101',
    daysAgo: 0,
    source: 'member',
    note: '',
  },
] as const;

/**
 * 线下汇款 waiting in 财务管理 on first start: one recorded by caiwu01, one announced by a buyer; both
 * 待复核, so the demo shows the review (operator01 approves, or caiwu01 the buyer's one).
 */
export async function seedFinance(db: Database, options: { now: Date }) {
  const users = await db
    .select({ id: members.id, username: members.username, companyId: members.companyId })
    .from(members)
    .where(inArray(members.username, ['caiwu01', ...TRANSFERS.map((t) => t.username)]));
  const byName = new Map(users.map((u) => [u.username, u]));
  const clerk = byName.get('caiwu01');
  if (!clerk) return;
  for (const [i, t] of TRANSFERS.entries()) {
    const buyer = byName.get(t.username);
    if (!buyer) continue;
    const at = addDays(options.now, -t.daysAgo);
    const recorder = t.source === 'staff' ? clerk : buyer;
    await db.insert(bankTransfers).values({
      transferNo: `HK${at.toISOString().slice(0, 10).replace(/-/g, '')}0000${i + 1}`,
      companyId: buyer.companyId,
      memberId: buyer.id,
      amount: t.amount,
      bankName: t.bank,
      bankRef: t.ref,
      paidOn: at.toISOString().slice(0, 10),
      voucher: slipPicture(t.bank, (t.amount / 100).toFixed(2), t.ref),
      purpose: 'balance',
      source: t.source,
      recordedBy: recorder.id,
      recordedByName: recorder.username,
      note: t.note,
      createdAt: at,
    });
  }
}
