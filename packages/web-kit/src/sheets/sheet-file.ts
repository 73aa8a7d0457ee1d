/** The spreadsheet formats the API reads and writes. */
export type SheetFormat = 'xlsx' | 'csv';

/** Only CSV and XLSX sheets are read. */
export function isSheetFile(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name);
}
