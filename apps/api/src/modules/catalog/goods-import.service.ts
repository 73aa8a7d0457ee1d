import {
  type GoodsCategories,
  type GoodsImportAnswer,
  batchInput,
  GOODS_IMPORT_MAX_ROWS,
  GOODS_SHEET_COLUMNS,
  goodsInput,
} from '@yaocai/contract';
import { can, GOODS_KIND_LABELS, GOODS_KINDS } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import { readSheet, SheetError } from '../../lib/spreadsheet';
import { alertSubscribers } from '../purchasing/index';
import * as repo from './goods-admin.repository';
import { coldCells, coldColumns, hasColdColumns } from './goods-import-cold';
import { hasTraceColumns, traceCells, traceColumns } from './goods-import-trace';
import {
  batchCheck,
  goodsCategories,
  goodsRefusal,
  goodsValues,
  type BatchInputData,
  type GoodsInputData,
} from './goods-admin.service';

/**
 * 商品导入: a CSV or XLSX sheet with the columns of GOODS_SHEET_COLUMNS, one goods (and optionally one of
 * its batches) per row. A row that names a goods already listed (same 批准文号 or 通用名, 规格 and
 * 生产厂家) updates it; any other row adds a goods. Rows with a mistake are reported and skipped; the
 * others are written in one transaction. A dry run answers the same without writing.
 */

type Row = GoodsImportAnswer['rows'][number];
interface Parsed {
  row: number;
  goods: GoodsInputData;
  batch: BatchInputData | null;
  /** The sheet has the 追溯码/药品标识码 columns (an older sheet without them leaves them as they were). */
  trace: boolean;
  /** The sheet has the 冷链 column (an older sheet leaves the goods' 冷链 settings as they were). */
  cold: boolean;
}

const REQUIRED = [
  '商品类型',
  '通用名',
  '规格',
  '单位',
  '生产厂家',
  '分类',
  '经营范围',
  '供货价',
  '建议零售价',
];
const KIND_BY_LABEL = new Map(GOODS_KINDS.map((k) => [GOODS_KIND_LABELS[k], k]));

function readRows(bytes: Buffer) {
  let sheet: ReturnType<typeof readSheet>;
  try {
    sheet = readSheet(bytes);
  } catch (error) {
    if (error instanceof SheetError) throw invalid('file', error.message);
    throw error;
  }
  const missing = REQUIRED.filter((c) => !sheet.header.includes(c));
  if (missing.length > 0) throw invalid('file', `缺少列：${missing.join('、')}（请使用导入模板）`);
  if (sheet.rows.length === 0) throw invalid('file', '文件中没有商品行');
  if (sheet.rows.length > GOODS_IMPORT_MAX_ROWS)
    throw invalid('file', `一次最多导入${GOODS_IMPORT_MAX_ROWS}行，请分批导入`);
  return sheet.rows;
}

function categoryOf(leaves: GoodsCategories, kind: string | undefined, name: string) {
  return leaves.find((c) => c.kind === kind && (c.name === name || c.path === name));
}

/** The goods and batch a sheet row stands for, or the first mistake in it. */
async function parseRow(
  db: Database,
  cells: Record<string, string>,
  leaves: GoodsCategories,
): Promise<Omit<Parsed, 'row'> | { error: string }> {
  const kind = KIND_BY_LABEL.get(cells['商品类型'] ?? '');
  if (!kind) return { error: `商品类型应为${[...KIND_BY_LABEL.keys()].join('、')}之一` };
  const category = categoryOf(leaves, kind, cells['分类'] ?? '');
  if (!category)
    return { error: `分类“${cells['分类'] ?? ''}”不存在或不是${GOODS_KIND_LABELS[kind]}的末级分类` };
  const cold = coldCells(cells);
  if ('error' in cold) return cold;
  const goods = goodsInput.safeParse({
    kind,
    name: cells['通用名'],
    trade_name: cells['商品名'] ?? '',
    spec: cells['规格'],
    unit: cells['单位'],
    dosage_form: cells['剂型'] ?? '',
    approval_number: cells['批准文号'] ?? '',
    barcode: cells['条形码'] ?? '',
    manufacturer: cells['生产厂家'],
    category_id: category.id,
    scope_class: cells['经营范围'],
    middle_pack: cells['中包装'] || 1,
    piece_pack: cells['件装'] || cells['中包装'] || 1,
    base_price: cells['供货价'],
    retail_price: cells['建议零售价'],
    ...traceCells(cells),
    ...cold.fields,
  });
  if (!goods.success) return { error: goods.error.issues[0]?.message ?? '内容不正确' };
  const refusal = await goodsRefusal(db, goods.data, leaves);
  if (refusal) return { error: refusal.message };
  const trace = hasTraceColumns(cells);
  const flags = { trace, cold: hasColdColumns(cells) };
  if (!cells['批号']) return { goods: goods.data, batch: null, ...flags };
  const batch = batchInput.safeParse({
    batch_no: cells['批号'],
    produced_on: cells['生产日期'],
    expires_on: cells['有效期至'],
    stock: cells['库存'] || 0,
  });
  if (!batch.success) return { error: batch.error.issues[0]?.message ?? '批次内容不正确' };
  const batchRefusal = batchCheck(batch.data);
  if (batchRefusal) return { error: batchRefusal.message };
  return { goods: goods.data, batch: batch.data, ...flags };
}

const identity = (g: GoodsInputData) => ({
  approvalNumber: g.approval_number,
  name: g.name,
  spec: g.spec,
  manufacturerName: g.manufacturer,
});

/**
 * What a sheet row sets on a goods already listed: only its own columns. 说明书, 含特殊药品, 上下架,
 * 拆零, 产地, 器械类别, ladders and 控销 are the edit form's, and an import never resets them.
 */
function sheetColumns(values: repo.GoodsWrite) {
  const {
    kind,
    name,
    tradeName,
    categoryId,
    manufacturerId,
    spec,
    unit,
    dosageForm,
    approvalNumber,
    scopeClass,
  } = values;
  const { middlePack, piecePack, basePrice, retailPrice, barcode } = values;
  return {
    // A sheet without 条形码 (or a blank cell) keeps the goods' 69 码.
    ...(barcode ? { barcode } : {}),
    kind,
    name,
    tradeName,
    categoryId,
    manufacturerId,
    spec,
    unit,
    dosageForm,
    approvalNumber,
    scopeClass,
    middlePack,
    piecePack,
    basePrice,
    retailPrice,
  };
}

async function write(tx: Database, { goods, batch, trace, cold }: Parsed) {
  const existing = await repo.findSameGoods(tx, identity(goods));
  const values = await goodsValues(tx, goods);
  const id = existing ?? (await repo.insertGoods(tx, values));
  if (existing)
    await repo.updateGoodsColumns(tx, existing, {
      ...sheetColumns(values),
      ...traceColumns(values, trace),
      ...coldColumns(values, cold),
    });
  if (batch) {
    await repo.upsertBatch(tx, id, {
      batchNo: batch.batch_no,
      producedOn: batch.produced_on,
      expiresOn: batch.expires_on,
      stock: batch.stock,
      qualityReportUrl: batch.quality_report_url,
    });
  }
  // An updated price or a received batch may be what a member waits for (到货/降价通知).
  if (existing) await alertSubscribers(tx, existing);
  return { id, created: existing === null };
}

/**
 * What the importing staff member may not do with a row: updating a listed goods needs goods.update
 * and changing its 供货价 or 建议零售价 price.update, as in the edit form (adding needs goods.create,
 * which the route checks).
 */
async function permissionRefusal(db: Database, goods: GoodsInputData, permissions: readonly string[]) {
  const existing = await repo.findSameGoods(db, identity(goods));
  if (existing === null) return null;
  if (!can(permissions, 'goods.update')) return `商品已存在（编号${existing}），当前账号没有修改商品的权限`;
  const current = await repo.goodsPrices(db, existing);
  const repriced =
    current !== null &&
    (current.basePrice !== goods.base_price || current.retailPrice !== goods.retail_price);
  if (repriced && !can(permissions, 'price.update'))
    return `商品已存在（编号${existing}），当前账号没有修改价格的权限，请保持原供货价和建议零售价`;
  return null;
}

export async function importGoods(
  db: Database,
  bytes: Buffer,
  dryRun: boolean,
  permissions: readonly string[],
): Promise<GoodsImportAnswer> {
  const cells = readRows(bytes);
  const leaves = await goodsCategories(db);
  const rows: Row[] = [];
  const valid: Parsed[] = [];
  for (const [i, row] of cells.entries()) {
    const number = i + 2;
    const checked = await parseRow(db, row, leaves);
    const refusal = 'error' in checked ? null : await permissionRefusal(db, checked.goods, permissions);
    const parsed = refusal === null ? checked : { error: refusal };
    if ('error' in parsed)
      rows.push({
        row: number,
        status: 'error',
        goods_id: null,
        name: row['通用名'] ?? '',
        msg: parsed.error,
      });
    else valid.push({ row: number, ...parsed });
  }
  const written = async (tx: Database) => {
    for (const item of valid) {
      const { id, created } = dryRun
        ? await repo
            .findSameGoods(tx, identity(item.goods))
            .then((found) => ({ id: found, created: found === null }))
        : await write(tx, item);
      rows.push({
        row: item.row,
        status: created ? 'created' : 'updated',
        goods_id: id,
        name: item.goods.name,
        msg: created ? (dryRun ? '将新增' : '已新增') : dryRun ? '将更新' : '已更新',
      });
    }
  };
  if (dryRun) await written(db);
  else await db.transaction(written);
  rows.sort((a, b) => a.row - b.row);
  return {
    dry_run: dryRun ? 1 : 0,
    rows,
    created: rows.filter((r) => r.status === 'created').length,
    updated: rows.filter((r) => r.status === 'updated').length,
    errors: rows.filter((r) => r.status === 'error').length,
  };
}

export const GOODS_TEMPLATE_EXAMPLE: (string | number)[][] = [
  [
    '药品',
    '阿莫西林胶囊',
    '',
    '0.25g*24粒',
    '盒',
    '胶囊剂',
    '国药准字H44021351',
    '香港澳美制药厂',
    '青霉素及头孢类',
    '抗生素制剂',
    10,
    200,
    '8.50',
    '12.00',
    'A2601087',
    '2026-01-08',
    '2028-01-07',
    500,
    '是',
    '8100000',
    '',
    '否',
    '',
    '',
  ],
];
export { GOODS_SHEET_COLUMNS };
