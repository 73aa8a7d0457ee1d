import type { operatorGoodsQuery } from '@yaocai/contract';
import {
  formatYuan,
  GOODS_KIND_LABELS,
  tenthsToCelsius,
  traceRequired,
  type GoodsKindCode,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { goodsForExport } from './goods-admin.repository';

type ExportFilter = Omit<z.output<typeof operatorGoodsQuery>, 'page'>;

/** The goods as sheet rows in the columns of the import template: one per batch in stock, or one without. */
export async function goodsSheetRows(db: Database, q: ExportFilter): Promise<(string | number)[][]> {
  const rows = await goodsForExport(db, {
    keyword: q.keyword,
    kind: q.kind,
    onSale: q.on_sale === undefined ? undefined : q.on_sale === '1',
  });
  return rows.map(({ goods: g, manufacturer, category, batch }) => [
    GOODS_KIND_LABELS[g.kind as GoodsKindCode] ?? g.kind,
    g.name,
    g.tradeName,
    g.spec,
    g.unit,
    g.dosageForm,
    g.approvalNumber,
    manufacturer,
    category,
    g.scopeClass,
    g.middlePack,
    g.piecePack,
    formatYuan(g.basePrice),
    formatYuan(g.retailPrice),
    batch?.batchNo ?? '',
    batch?.producedOn ?? '',
    batch?.expiresOn ?? '',
    batch?.stock ?? '',
    traceRequired(g.kind, g.traceRequired) ? '是' : '否',
    g.tracePrefix,
    g.barcode,
    g.coldChain ? '是' : '否',
    g.coldChain ? tenthsToCelsius(g.coldMin) : '',
    g.coldChain ? tenthsToCelsius(g.coldMax) : '',
  ]);
}
