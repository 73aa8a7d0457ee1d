import { PLAN_IMPORT_MAX_ROWS } from '@yaocai/contract';
import { MAX_QUANTITY } from '@yaocai/domain';
import { invalid } from '../../lib/http-errors';
import { readSheet, SheetError } from '../../lib/spreadsheet';
import type { PlanInput } from './plan-match';

/** Reading a purchase plan (CSV or XLSX, the template's columns) into one input per row. */

const IDENTIFYING = ['商品编码', '批准文号', '通用名'];

export function readPlan(bytes: Buffer): PlanInput[] {
  let sheet: ReturnType<typeof readSheet>;
  try {
    sheet = readSheet(bytes);
  } catch (error) {
    if (error instanceof SheetError) throw invalid('file', error.message);
    throw error;
  }
  const missing = [
    ...(IDENTIFYING.some((c) => sheet.header.includes(c)) ? [] : ['商品编码、批准文号或通用名']),
    ...(sheet.header.includes('数量') ? [] : ['数量']),
  ];
  if (missing.length > 0) throw invalid('file', `缺少列：${missing.join('；')}（请使用采购计划模板）`);
  const rows = sheet.rows.map((cells) => ({
    code: cells['商品编码'] ?? '',
    approval_number: cells['批准文号'] ?? '',
    name: cells['通用名'] ?? '',
    spec: cells['规格'] ?? '',
    manufacturer: cells['生产厂家'] ?? '',
    quantity: cells['数量'] ?? '',
  }));
  if (rows.length === 0) throw invalid('file', '文件中没有商品行');
  if (rows.length > PLAN_IMPORT_MAX_ROWS) {
    throw invalid('file', `一次最多导入${PLAN_IMPORT_MAX_ROWS}行，当前${rows.length}行，请分批导入`);
  }
  return rows;
}

/** The quantity a row asks for ("12", "12.0" or "12盒"), or why it cannot be read. */
export function planQuantity(text: string): { ok: true; value: number } | { ok: false; reason: string } {
  if (text === '') return { ok: false, reason: '请填写数量' };
  const found = /^(\d{1,9})(?:\.0+)?\s*[\u4e00-\u9fa5]{0,2}$/.exec(text.normalize('NFKC'));
  if (!found) return { ok: false, reason: `数量“${text}”应为正整数` };
  const value = Number(found[1]);
  if (value < 1) return { ok: false, reason: '数量至少为1' };
  if (value > MAX_QUANTITY) return { ok: false, reason: `数量不能超过${MAX_QUANTITY}` };
  return { ok: true, value };
}

/** Example rows naming goods of the demo catalogue: by 批准文号, by name with a short maker name, by name only. */
export const PLAN_TEMPLATE_EXAMPLE: (string | number)[][] = [
  ['', '国药准字Z44021940', '感冒灵颗粒', '10g*9袋', '华润三九医药股份有限公司', 20],
  ['', '', '蒙脱石散', '3g*10袋', '博福益普生', 10],
  ['', '', '阿莫西林胶囊', '0.25g*24粒', '', 50],
];
