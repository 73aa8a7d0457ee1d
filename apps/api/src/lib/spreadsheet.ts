import * as XLSX from '@e965/xlsx';
import { sniffFileType } from '@yaocai/domain';

/** Reading and writing the console's CSV and XLSX sheets: a header row, then one record per row. */

export type SheetFormat = 'csv' | 'xlsx';

export class SheetError extends Error {}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The format of an uploaded sheet by its bytes (an XLSX is a zip; a CSV is text without NUL bytes). */
export function sheetFormat(bytes: Buffer): SheetFormat | null {
  if (ZIP.every((b, i) => bytes[i] === b)) return 'xlsx';
  if (bytes.length > 0 && !bytes.subarray(0, 4096).includes(0) && sniffFileType(bytes) === null) return 'csv';
  return null;
}

/**
 * The rows of the first sheet as records keyed by the header's cells, every value a trimmed string
 * (dates as YYYY-MM-DD). CSV is read as UTF-8 (with or without BOM) or, failing that, GB18030, as
 * Chinese spreadsheet programs save it.
 */
export function readSheet(bytes: Buffer): { header: string[]; rows: Record<string, string>[] } {
  const format = sheetFormat(bytes);
  if (!format) throw new SheetError('文件格式不正确，请上传 CSV 或 XLSX 文件');
  let book: XLSX.WorkBook;
  try {
    book =
      format === 'xlsx'
        ? XLSX.read(bytes, { type: 'buffer', cellDates: true })
        : XLSX.read(decodeText(bytes), { type: 'string', raw: true });
  } catch {
    throw new SheetError('文件已损坏或无法读取，请重新导出后上传');
  }
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new SheetError('文件中没有工作表');
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: false,
  });
  const [head = [], ...body] = grid;
  const header = head.map((cell) => cellText(cell));
  const rows = body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cellText(cells[i])])));
  return { header, rows };
}

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function cellText(value: unknown): string {
  if (value instanceof Date) {
    // XLSX dates carry no zone; the sheet meant the calendar day written in it.
    const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 10);
  }
  return String(value ?? '').trim();
}

/** A sheet of `rows` under `header` as CSV (UTF-8 with BOM, so Excel opens it in Chinese) or XLSX. */
export function writeSheet(
  header: readonly string[],
  rows: (string | number)[][],
  format: SheetFormat,
  sheetName = '商品',
): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([[...header], ...rows]);
  if (format === 'csv') return Buffer.from(`\uFEFF${XLSX.utils.sheet_to_csv(sheet)}`, 'utf-8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Headers that make a browser save `name.format` (a Chinese name survives through RFC 5987). */
export function downloadHeaders(name: string, format: SheetFormat): Record<string, string> {
  return {
    'content-type': SHEET_CONTENT_TYPES[format],
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.${format}`)}`,
  };
}
