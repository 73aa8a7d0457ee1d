import { describe, expect, it } from 'vitest';
import { isSheetFile } from './sheet-file';

describe('isSheetFile', () => {
  it('reads CSV and XLSX only', () => {
    expect(isSheetFile('商品.XLSX')).toBe(true);
    expect(isSheetFile('plan.csv')).toBe(true);
    expect(isSheetFile('goods.xls')).toBe(false);
    expect(isSheetFile('goods.csv.exe')).toBe(false);
  });
});
