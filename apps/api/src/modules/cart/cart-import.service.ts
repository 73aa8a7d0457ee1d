import type { PlanGoods, PlanImportAnswer, PlanRow, AddResult } from '@yaocai/contract';
import { normaliseQuantity } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsCards, type GoodsView } from '../catalog/index';
import { findPlanGoods } from './cart-import.repository';
import { countCartLines } from './cart.repository';
import { addToCart, type AddLine } from './cart.service';
import { approvalKey, matchRow, type Match, type PlanInput } from './plan-match';
import { planQuantity, readPlan } from './plan-sheet';

/**
 * 批量采购: each row of a purchase plan is matched to a goods (see plan-match.ts), its quantity rounded
 * to the goods' middle pack, and the rows that may be bought are added through the cart's own add
 * (stock, limits and 含麻 rules included) in one transaction. A dry run runs the same add in a
 * transaction that is rolled back, so its preview tells exactly what a real run would refuse.
 */

export interface PlanImportOptions {
  dryRun: boolean;
  /** Row number → the goods the buyer picked among the row's candidates. */
  choices: Record<string, number>;
}

class RolledBack extends Error {
  constructor(readonly result: AddResult) {
    super('dry run');
  }
}

function toPlanGoods(v: GoodsView): PlanGoods {
  return {
    id: v.id,
    name: v.name,
    spec: v.ypgg,
    manufacturer: v.sccj,
    approval_number: v.approval_number,
    unit: v.bzdw,
    middle_pack: v.middle_pack,
    can_split: v.can_split,
    price: v.base_price === null ? null : (v.discount_price ?? v.base_price),
    price_tip: v.price_tip,
    stock: v.number,
    is_buy: v.is_buy,
    buy_tip: v.buy_tip,
  };
}

function keysOf(inputs: PlanInput[]) {
  const ids = new Set<number>();
  const approvals = new Set<string>();
  const names = new Set<string>();
  for (const i of inputs) {
    if (/^\d{1,9}$/.test(i.code)) ids.add(Number(i.code));
    if (i.approval_number) approvals.add(approvalKey(i.approval_number));
    if (i.name) {
      names.add(i.name);
      names.add(i.name.normalize('NFKC').replace(/\s+/g, ''));
    }
  }
  return { ids: [...ids], approvals: [...approvals], names: [...names] };
}

/** The goods a row ends up meaning: its only match, or the buyer's pick among its candidates. */
function pickedGoods(row: number, match: Match, choice: number | undefined): number | null {
  const allowed = match.kind === 'one' ? [match.goodsId] : match.kind === 'many' ? match.goodsIds : [];
  if (choice !== undefined && !allowed.includes(choice)) {
    throw invalid('choices', `第${row}行所选商品不在该行的候选商品中，请重新预览后选择`);
  }
  return choice ?? (match.kind === 'one' ? match.goodsId : null);
}

function resolveRow(
  row: number,
  input: PlanInput,
  match: Match,
  choice: number | undefined,
  cards: Map<number, PlanGoods>,
): PlanRow {
  const candidates =
    match.kind === 'many' ? match.goodsIds.map((id) => cards.get(id)).filter((g) => g !== undefined) : [];
  const goodsId = pickedGoods(row, match, choice);
  const goods = goodsId === null ? null : (cards.get(goodsId) ?? null);
  const base = { row, input, candidates, goods, goods_id: goods?.id ?? null, number: null };
  if (match.kind === 'none') return { ...base, status: 'not_found', msg: match.note };
  const quantity = planQuantity(input.quantity);
  if (!quantity.ok) return { ...base, status: 'bad_quantity', msg: quantity.reason };
  if (!goods) {
    if (match.kind === 'many' && candidates.length > 0) {
      return { ...base, status: 'ambiguous', msg: match.note };
    }
    return { ...base, status: 'not_found', msg: '商品已下架或不存在' };
  }
  if (goods.is_buy === 0) return { ...base, status: 'not_allowed', msg: goods.buy_tip ?? '该商品暂不可购买' };
  const pack = goods.can_split === 1 ? 1 : Math.max(1, goods.middle_pack);
  const number = normaliseQuantity(quantity.value, pack);
  const notes = [
    choice !== undefined && match.kind === 'many' ? '已按所选商品匹配' : '',
    number !== quantity.value ? `按中包装${pack}${goods.unit}取整为${number}${goods.unit}` : '',
  ].filter(Boolean);
  return { ...base, status: 'matched', number, msg: notes.join('；') };
}

async function rehearse(db: Database, viewer: Viewer, lines: AddLine[]): Promise<AddResult> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await addToCart(tx, viewer, lines, new Date(), true));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result;
    throw error;
  }
  throw new Error('unreachable');
}

export async function importPlan(
  db: Database,
  viewer: Viewer,
  bytes: Buffer,
  options: PlanImportOptions,
): Promise<PlanImportAnswer> {
  const inputs = readPlan(bytes);
  for (const row of Object.keys(options.choices)) {
    if (Number(row) < 2 || Number(row) > inputs.length + 1) {
      throw invalid('choices', `所选商品的行号${row}不在文件中`);
    }
  }
  const pool = await findPlanGoods(db, viewer, keysOf(inputs));
  const matches = inputs.map((input) => matchRow(input, pool));
  const ids = new Set<number>(Object.values(options.choices));
  for (const m of matches) {
    if (m.kind === 'one') ids.add(m.goodsId);
    if (m.kind === 'many') m.goodsIds.forEach((id) => ids.add(id));
  }
  const cards = new Map((await goodsCards(db, [...ids], viewer)).map((v) => [v.id, toPlanGoods(v)]));
  const rows = inputs.map((input, i) =>
    resolveRow(i + 2, input, matches[i]!, options.choices[String(i + 2)], cards),
  );

  const buying = rows.filter((r) => r.status === 'matched');
  const lines: AddLine[] = buying.map((r) => ({
    goodsId: r.goods_id!,
    number: r.number!,
    type: 0,
    ckId: 0,
    price: null,
  }));
  let result: AddResult | null = null;
  if (lines.length > 0) {
    result = options.dryRun
      ? await rehearse(db, viewer, lines)
      : await addToCart(db, viewer, lines, new Date(), true);
  }
  const refused = new Map((result?.skipped ?? []).map((s) => [s.goods_id, s.reason]));
  for (const r of buying) {
    const reason = refused.get(r.goods_id!);
    if (reason) Object.assign(r, { status: 'not_allowed', number: null, msg: reason });
    else r.msg = [options.dryRun ? '可加入购物车' : '已加入购物车', r.msg].filter(Boolean).join('；');
  }
  const matched = rows.filter((r) => r.status === 'matched').length;
  return {
    dry_run: options.dryRun ? 1 : 0,
    rows,
    matched,
    added: options.dryRun ? 0 : matched,
    total: !options.dryRun && result ? result.total : await countCartLines(db, viewer.memberId),
  };
}
