import type { ShipTraceLine } from '@yaocai/contract';
import { parseTraceCode } from '@yaocai/domain';

/** A code scanned onto a line: as stored, the units it counts for and the server's refusal, if any. */
export interface PackedCode {
  code: string;
  units: number;
  refusal?: string;
}

export type Packing = Record<number, PackedCode[]>;

export const codedLines = (lines: ShipTraceLine[]) => lines.filter((l) => l.trace_required === 1);

export const unitsPacked = (packing: Packing, lineId: number) =>
  (packing[lineId] ?? []).reduce((sum, c) => sum + c.units, 0);

export const lineComplete = (packing: Packing, line: ShipTraceLine) =>
  unitsPacked(packing, line.order_line_id) === line.to_ship;

export const packingComplete = (packing: Packing, lines: ShipTraceLine[]) =>
  codedLines(lines).every((l) => lineComplete(packing, l)) &&
  Object.values(packing).every((codes) => codes.every((c) => !c.refusal));

const rules = (l: ShipTraceLine) => ({
  prefix: l.trace_prefix,
  packPrefix: l.trace_pack_prefix,
  packRatio: l.trace_pack_ratio,
  ownCodes: l.trace_own_codes === 1,
});

export type ScanResult =
  { ok: true; lineId: number; code: PackedCode; packing: Packing } | { ok: false; reason: string };

/**
 * A scan: the code goes onto the active line when it is that line's (its 药品标识码, or GS1 of its
 * batch), else onto another unfinished line it fits; a line never takes more units than it ships.
 */
export function placeScan(
  raw: string,
  lines: ShipTraceLine[],
  packing: Packing,
  activeId: number | null,
): ScanResult {
  const text = raw.trim();
  if (!text) return { ok: false, reason: '追溯码不能为空' };
  const coded = codedLines(lines);
  const order = [
    ...coded.filter((l) => l.order_line_id === activeId),
    ...coded.filter((l) => l.order_line_id !== activeId),
  ];
  let firstReason = '';
  for (const line of order) {
    const parsed = parseTraceCode(text, rules(line), { batchNo: line.batch_no, expiresOn: line.expires_on });
    if (!parsed.ok) {
      firstReason ||= `${line.goods_name}：${parsed.reason}`;
      continue;
    }
    const all = Object.values(packing).flat();
    if (all.some((c) => c.code === parsed.code)) return { ok: false, reason: `${parsed.code}：重复扫码` };
    if (unitsPacked(packing, line.order_line_id) + parsed.units > line.to_ship) {
      firstReason ||= `${line.goods_name}已扫满${line.to_ship}${line.unit}`;
      continue;
    }
    const code = { code: parsed.code, units: parsed.units };
    const next = { ...packing, [line.order_line_id]: [...(packing[line.order_line_id] ?? []), code] };
    return { ok: true, lineId: line.order_line_id, code, packing: next };
  }
  return { ok: false, reason: firstReason || '该订单没有需要扫码的商品' };
}

/** The next unfinished coded line after a scan filled `lineId` (or `lineId` while it is unfinished). */
export function nextActive(lines: ShipTraceLine[], packing: Packing, lineId: number | null) {
  const coded = codedLines(lines);
  const current = coded.find((l) => l.order_line_id === lineId);
  if (current && !lineComplete(packing, current)) return current.order_line_id;
  return coded.find((l) => !lineComplete(packing, l))?.order_line_id ?? lineId;
}

/**
 * An import file: one code per line, or CSV `order_line_id,code` (a header row is skipped). Answers
 * [line id or null, code] pairs.
 */
export function readCodeFile(text: string): [number | null, string][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .flatMap((row): [number | null, string][] => {
      const cells = row.split(/[,，\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
      if (cells.length >= 2) {
        if (!/^\d+$/.test(cells[0]!)) return []; // header
        return [[Number(cells[0]), cells[1]!]];
      }
      return [[null, cells[0]!]];
    });
}

/** The ship call's trace_codes, in the order of the lines. */
export const toTraceCodes = (lines: ShipTraceLine[], packing: Packing) =>
  codedLines(lines)
    .map((l) => ({
      order_line_id: l.order_line_id,
      codes: (packing[l.order_line_id] ?? []).map((c) => c.code),
    }))
    .filter((l) => l.codes.length > 0);

/**
 * The server's refusals (422 `errors`: trace_codes.{i}.codes.{j}, trace_codes.{i}, lines.{id}) put on
 * the codes and lines they name.
 */
export function applyRefusals(
  lines: ShipTraceLine[],
  packing: Packing,
  errors: Record<string, string[]>,
): { packing: Packing; lineErrors: Record<number, string> } {
  const sent = toTraceCodes(lines, packing);
  const next: Packing = Object.fromEntries(
    Object.entries(packing).map(([id, codes]) => [id, codes.map((c) => ({ ...c, refusal: undefined }))]),
  );
  const lineErrors: Record<number, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0] ?? '';
    const code = /^trace_codes\.(\d+)\.codes\.(\d+)$/.exec(field);
    const line = /^trace_codes\.(\d+)$/.exec(field);
    const byId = /^lines\.(\d+)$/.exec(field);
    if (code) {
      const entry = sent[Number(code[1])];
      const value = entry?.codes[Number(code[2])];
      if (entry && value !== undefined) {
        next[entry.order_line_id] = (next[entry.order_line_id] ?? []).map((c) =>
          c.code === value ? { ...c, refusal: message } : c,
        );
      }
    } else if (line) {
      const entry = sent[Number(line[1])];
      if (entry) lineErrors[entry.order_line_id] = message;
    } else if (byId) lineErrors[Number(byId[1])] = message;
  }
  return { packing: next, lineErrors };
}
