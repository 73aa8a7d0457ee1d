import type {
  batchInput,
  GoodsCategories,
  goodsInput,
  OperatorGoodsAnswer,
  OperatorGoodsDetail,
  operatorGoodsQuery,
  OperatorGoodsSummary,
} from '@yaocai/contract';
import {
  batchRefusal,
  celsiusToTenths,
  COLD_CHAIN_DEFAULT_RANGE,
  coldRangeError,
  formatDate,
  formatYuan,
  GOODS_KIND_LABELS,
  ladderRefusal,
  listingRefusal,
  tenthsToCelsius,
  toCalendarDate,
  traceRequired,
  type GoodsKindCode,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, invalid, notFound } from '../../lib/http-errors';
import { alertSubscribers } from '../purchasing/index';
import * as repo from './goods-admin.repository';

const PAGE_SIZE = 20;

export type GoodsInputData = z.output<typeof goodsInput>;
export type BatchInputData = z.output<typeof batchInput>;

function summary(row: repo.GoodsListRow): OperatorGoodsSummary {
  const g = row.goods;
  return {
    id: g.id,
    kind: g.kind,
    kind_name: GOODS_KIND_LABELS[g.kind as GoodsKindCode] ?? g.kind,
    name: g.name,
    trade_name: g.tradeName,
    spec: g.spec,
    unit: g.unit,
    manufacturer: row.manufacturer,
    approval_number: g.approvalNumber,
    category: row.category,
    scope_class: g.scopeClass,
    base_price: formatYuan(g.basePrice),
    retail_price: formatYuan(g.retailPrice),
    stock: row.stock,
    nearest_expiry: row.nearestExpiry ?? '',
    on_sale: g.onSale ? 1 : 0,
    sales: g.sales,
    image: row.image ?? `/img/goods/${g.id}.svg`,
  };
}

export async function goodsList(
  db: Database,
  q: z.output<typeof operatorGoodsQuery>,
): Promise<OperatorGoodsAnswer> {
  const { rows, total } = await repo.goodsPage(
    db,
    { keyword: q.keyword, kind: q.kind, onSale: q.on_sale === undefined ? undefined : q.on_sale === '1' },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  return { list: rows.map(summary), total, page: q.page, page_size: PAGE_SIZE };
}

export async function goodsDetail(db: Database, id: number): Promise<OperatorGoodsDetail> {
  const row = await repo.goodsById(db, id);
  if (!row) throw notFound('商品');
  const g = row.goods;
  const [batches, ladders] = await Promise.all([repo.batchesOf(db, id), repo.laddersOf(db, id)]);
  return {
    ...summary(row),
    dosage_form: g.dosageForm,
    barcode: g.barcode,
    category_id: g.categoryId,
    middle_pack: g.middlePack,
    piece_pack: g.piecePack,
    quote_threshold: g.quoteThreshold,
    can_split: g.canSplit ? 1 : 0,
    type: g.type,
    origin: g.origin,
    device_class: g.deviceClass,
    instructions: g.instructions,
    ladders: ladders.map((t) => ({ number: t.number, price: formatYuan(t.price) })),
    ladder_price_type: g.ladderPriceType,
    is_controlled: g.isControlled ? 1 : 0,
    controlled_regions: g.controlledRegions,
    controlled_groups: g.controlledGroups,
    trace_required: traceRequired(g.kind, g.traceRequired) ? 1 : 0,
    trace_prefix: g.tracePrefix,
    trace_pack_prefix: g.tracePackPrefix,
    trace_pack_ratio: g.tracePackRatio,
    trace_own_codes: g.traceOwnCodes ? 1 : 0,
    cold_chain: g.coldChain ? 1 : 0,
    cold_min: tenthsToCelsius(g.coldMin),
    cold_max: tenthsToCelsius(g.coldMax),
    batches: batches.map((b) => ({
      id: b.id,
      batch_no: b.batchNo,
      produced_on: b.producedOn,
      expires_on: b.expiresOn,
      stock: b.stock,
      quality_report_url: b.qualityReportUrl,
    })),
  };
}

export async function goodsCategories(db: Database): Promise<GoodsCategories> {
  const result = (await repo.leafCategories(db)) as unknown as { rows: GoodsCategories };
  return result.rows.map((c) => ({ ...c, id: Number(c.id) }));
}

/** The refusal (field and message) of a goods the wholesaler may not list as written, or null. */
export async function goodsRefusal(db: Database, input: GoodsInputData, categories?: GoodsCategories) {
  const refusal = listingRefusal({
    kind: input.kind,
    scopeClass: input.scope_class,
    basePrice: input.base_price,
    retailPrice: input.retail_price,
    middlePack: input.middle_pack,
    piecePack: input.piece_pack,
    approvalNumber: input.approval_number,
  });
  if (refusal) return refusal;
  const ladder = ladderRefusal(input.ladders, input.base_price);
  if (ladder) return ladder;
  const trace = tracePackRefusal(input);
  if (trace) return trace;
  const cold = coldRangeError(coldRange(input));
  if (cold) return cold;
  if (
    input.is_controlled === 1 &&
    input.controlled_regions.length === 0 &&
    input.controlled_groups.length === 0
  )
    return { field: 'controlled_regions', message: '控销商品请选择可销售的区域或客户组' };
  const leaves = categories ?? (await goodsCategories(db));
  const category = leaves.find((c) => c.id === input.category_id);
  if (!category || category.kind !== input.kind)
    return { field: 'category_id', message: '请选择该商品类型下的末级分类' };
  return null;
}

export const todayInChina = (now = new Date()) => formatDate(toCalendarDate(now));

export function batchCheck(input: BatchInputData, now = new Date()) {
  return batchRefusal(
    { producedOn: input.produced_on, expiresOn: input.expires_on, stock: input.stock },
    todayInChina(now),
  );
}

/** The row to write for a goods as the form gives it (the manufacturer resolved to its id). */
export async function goodsValues(db: Database, input: GoodsInputData): Promise<repo.GoodsWrite> {
  return {
    kind: input.kind,
    name: input.name,
    tradeName: input.trade_name,
    categoryId: input.category_id,
    manufacturerId: await repo.manufacturerId(db, input.manufacturer),
    spec: input.spec,
    unit: input.unit,
    dosageForm: input.dosage_form,
    approvalNumber: input.approval_number,
    barcode: input.barcode,
    scopeClass: input.scope_class,
    middlePack: input.middle_pack,
    piecePack: input.piece_pack,
    quoteThreshold: input.quote_threshold,
    canSplit: input.can_split === 1,
    basePrice: input.base_price,
    retailPrice: input.retail_price,
    type: input.type,
    origin: input.origin,
    deviceClass: input.device_class,
    instructions: input.instructions,
    onSale: input.on_sale === 1,
    traceRequired: input.trace_required === null ? null : input.trace_required === 1,
    tracePrefix: input.trace_prefix,
    tracePackPrefix: input.trace_pack_prefix,
    tracePackRatio: input.trace_pack_prefix ? input.trace_pack_ratio : 0,
    traceOwnCodes: input.trace_own_codes === 1,
    coldChain: input.cold_chain === 1,
    coldMin: celsiusToTenths(coldRange(input).min),
    coldMax: celsiusToTenths(coldRange(input).max),
  };
}

/** The goods' 冷链 range in °C: a bound left blank is the default 2–8 °C. */
const coldRange = (input: Pick<GoodsInputData, 'cold_min' | 'cold_max'>) => ({
  min: input.cold_min ?? COLD_CHAIN_DEFAULT_RANGE.min,
  max: input.cold_max ?? COLD_CHAIN_DEFAULT_RANGE.max,
});

/** A 中包装 药品标识码 needs its ratio and differs from the unit's. */
function tracePackRefusal(input: GoodsInputData) {
  if (!input.trace_pack_prefix) return null;
  if (input.trace_pack_ratio < 2)
    return { field: 'trace_pack_ratio', message: '设置中包装药品标识码时请填写包装比例（大于1）' };
  if (input.trace_pack_prefix === input.trace_prefix)
    return { field: 'trace_pack_prefix', message: '中包装药品标识码不能与商品的药品标识码相同' };
  return null;
}

/** 控销 and the ladder's display as the edit form sets them (a sheet import leaves them as they were). */
function formOnlyValues(input: GoodsInputData) {
  const on = input.is_controlled === 1;
  return {
    ladderPriceType: input.ladder_price_type,
    isControlled: on,
    controlledRegions: on ? input.controlled_regions : [],
    controlledGroups: on ? input.controlled_groups : [],
  };
}

async function checked(db: Database, input: GoodsInputData) {
  const refusal = await goodsRefusal(db, input);
  if (refusal) throw invalid(refusal.field, refusal.message);
}

export async function createGoods(db: Database, input: GoodsInputData) {
  await checked(db, input);
  return db.transaction(async (tx) => {
    const id = await repo.insertGoods(tx, { ...(await goodsValues(tx, input)), ...formOnlyValues(input) });
    await repo.setLadders(tx, id, input.ladders);
    return { id };
  });
}

const sameLadders = (a: { number: number; price: number }[], b: { number: number; price: number }[]) =>
  a.length === b.length && a.every((t, i) => t.number === b[i]?.number && t.price === b[i]?.price);

/** An edit; one that changes the price or the ladder needs the price permission as well. */
export async function updateGoods(
  db: Database,
  id: number,
  input: GoodsInputData,
  options: { mayChangePrice: boolean },
) {
  await checked(db, input);
  return db.transaction(async (tx) => {
    const current = await repo.lockGoods(tx, id);
    if (!current) throw notFound('商品');
    const repriced =
      current.basePrice !== input.base_price ||
      current.retailPrice !== input.retail_price ||
      !sameLadders(await repo.laddersOf(tx, id), input.ladders);
    if (repriced && !options.mayChangePrice) throw forbidden('当前账号没有修改价格的权限');
    await repo.updateGoods(tx, id, { ...(await goodsValues(tx, input)), ...formOnlyValues(input) });
    await repo.setLadders(tx, id, input.ladders);
    // A lower price, or the goods back on sale, may be what a member waits for (到货/降价通知).
    await alertSubscribers(tx, id);
    return { id };
  });
}

export async function saveBatch(db: Database, goodsId: number, input: BatchInputData) {
  const refusal = batchCheck(input);
  if (refusal) throw invalid(refusal.field, refusal.message);
  return db.transaction(async (tx) => {
    if (!(await repo.lockGoods(tx, goodsId))) throw notFound('商品');
    const id = await repo.upsertBatch(tx, goodsId, {
      batchNo: input.batch_no,
      producedOn: input.produced_on,
      expiresOn: input.expires_on,
      stock: input.stock,
      qualityReportUrl: input.quality_report_url,
    });
    await alertSubscribers(tx, goodsId, ['arrival']);
    return { id };
  });
}

/** What the audit log keeps of a goods: its editable fields and batches. */
export async function goodsSnapshot(db: Database, id: number) {
  const row = await repo.goodsById(db, id);
  if (!row) return null;
  const { namePinyin: _p, nameInitials: _i, sales: _s, createdAt: _c, ...fields } = row.goods;
  const batches = await repo.batchesOf(db, id);
  return {
    ...fields,
    manufacturer: row.manufacturer,
    batches: batches.map((b) => [b.batchNo, b.expiresOn, b.stock]),
  };
}
