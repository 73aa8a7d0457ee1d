import type { GoodsImportAnswer } from '@yaocai/contract';

export type ImportRow = GoodsImportAnswer['rows'][number];

export const IMPORT_ROW_STATUS: Record<ImportRow['status'], { label: string; color: string }> = {
  created: { label: '新增', color: 'success' },
  updated: { label: '更新', color: 'processing' },
  error: { label: '错误', color: 'error' },
};

/** 确认导入 is offered after a dry run with at least one row that would be written. */
export function canConfirmImport(answer: GoodsImportAnswer | null | undefined): boolean {
  return !!answer && answer.dry_run === 1 && answer.created + answer.updated > 0;
}

/** The line above the result table: what the dry run found, or what the import did. */
export function importSummary(answer: GoodsImportAnswer): string {
  const total = answer.created + answer.updated + answer.errors;
  if (answer.dry_run === 1) {
    return `预检完成：共${total}行，可新增${answer.created}，可更新${answer.updated}，错误${answer.errors}`;
  }
  return importDoneText(answer);
}

export function importDoneText(answer: GoodsImportAnswer): string {
  return `导入完成：新增${answer.created}，更新${answer.updated}，错误${answer.errors}`;
}

/** The rows to read first: errors, then the rest in sheet order. */
export function sortImportRows(rows: readonly ImportRow[]): ImportRow[] {
  return [...rows].sort(
    (a, b) => Number(b.status === 'error') - Number(a.status === 'error') || a.row - b.row,
  );
}
