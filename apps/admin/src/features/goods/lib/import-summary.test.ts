import { describe, expect, it } from 'vitest';
import type { GoodsImportAnswer } from '@yaocai/contract';
import { canConfirmImport, importDoneText, importSummary, sortImportRows } from './import-summary';

const answer = (dry_run: number, created: number, updated: number, errors: number): GoodsImportAnswer => ({
  dry_run,
  rows: [],
  created,
  updated,
  errors,
});

describe('import summary', () => {
  it('offers 确认导入 only after a dry run with a row to write', () => {
    expect(canConfirmImport(answer(1, 2, 0, 1))).toBe(true);
    expect(canConfirmImport(answer(1, 0, 1, 0))).toBe(true);
    expect(canConfirmImport(answer(1, 0, 0, 3))).toBe(false);
    expect(canConfirmImport(answer(0, 2, 0, 0))).toBe(false);
    expect(canConfirmImport(null)).toBe(false);
  });

  it('says what a dry run found and what an import did', () => {
    expect(importSummary(answer(1, 2, 1, 1))).toBe('预检完成：共4行，可新增2，可更新1，错误1');
    expect(importSummary(answer(0, 2, 1, 1))).toBe('导入完成：新增2，更新1，错误1');
    expect(importDoneText(answer(0, 0, 5, 0))).toBe('导入完成：新增0，更新5，错误0');
  });

  it('lists the errors first, each group in sheet order', () => {
    const row = (n: number, status: 'created' | 'updated' | 'error') => ({
      row: n,
      status,
      goods_id: null,
      name: '',
      msg: '',
    });
    const sorted = sortImportRows([row(2, 'created'), row(5, 'error'), row(3, 'updated'), row(4, 'error')]);
    expect(sorted.map((r) => r.row)).toEqual([4, 5, 2, 3]);
  });
});
