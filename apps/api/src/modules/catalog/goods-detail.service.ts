import { tenthsToCelsius, traceRequired } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsCards } from './catalog.service';
import { todayInChina } from './catalog-dates';
import { categoryIndex, categoryPath } from './category.service';
import { canSeeControlled } from './goods-access';
import * as repo from './goods-detail.repository';
import { findGoodsExtras, findGoodsRows } from './goods.repository';
import { toGoodsView, type GoodsView } from './goods-view';

export const RELATED_LIMIT = 10;
export const REPORT_MISSING = '该批号药检报告暂未上传，如需请联系客户经理';
export const NO_BATCH_ON_SALE = '暂无在售批号，如需药检报告请联系客户经理';

export interface GoodsDetail extends GoodsView {
  batches: {
    batch_no: string;
    produced_on: string;
    expires_on: string;
    stock: number;
    quality_report_url: string;
  }[];
  /** Spec §6: the report link of the batch on sale when the record holds one, otherwise a message. */
  quality_inspection: { url: string; msg: string };
  instructions: string;
  related: GoodsView[];
  category_path: { id: number; name: string }[];
  is_favorite: 0 | 1;
  brand: { id: number; name: string; logo: string } | null;
  trace_required: 0 | 1;
  trace_prefix: string;
  cold_chain: 0 | 1;
  cold_min: number;
  cold_max: number;
}

/** Everything a buyer reads before buying; controlled goods the viewer may not see do not exist. */
export async function goodsDetail(
  db: Database,
  id: number,
  viewer: Viewer | null,
  now = new Date(),
): Promise<GoodsDetail> {
  const [row] = await findGoodsRows(db, [id]);
  if (!row || !canSeeControlled(row, viewer)) throw notFound('商品');
  const today = todayInChina(now);
  const [extras, batches, relatedIds, index, brand, favourite] = await Promise.all([
    findGoodsExtras(db, [id], now),
    repo.findSellableBatches(db, id, today),
    repo.findRelatedIds(db, id, row.categoryId, viewer, RELATED_LIMIT),
    categoryIndex(db),
    row.brandId === null ? null : repo.findBrand(db, row.brandId),
    viewer ? repo.isFavourite(db, viewer.memberId, id) : false,
  ]);
  const onSale = batches[0];
  const reportUrl = onSale?.qualityReportUrl ?? '';
  return {
    ...toGoodsView(row, extras, viewer, now),
    batches: batches.map((b) => ({
      batch_no: b.batchNo,
      produced_on: b.producedOn,
      expires_on: b.expiresOn,
      stock: b.stock,
      quality_report_url: b.qualityReportUrl,
    })),
    quality_inspection: reportUrl
      ? { url: reportUrl, msg: '' }
      : { url: '', msg: onSale ? REPORT_MISSING : NO_BATCH_ON_SALE },
    instructions: row.instructions,
    related: await goodsCards(db, relatedIds, viewer),
    category_path: categoryPath(index, row.categoryId),
    is_favorite: favourite ? 1 : 0,
    brand: brand ? { id: brand.id, name: brand.name, logo: brand.logo } : null,
    trace_required: traceRequired(row.kind, row.traceRequired) ? 1 : 0,
    trace_prefix: row.tracePrefix,
    cold_chain: row.coldChain ? 1 : 0,
    cold_min: tenthsToCelsius(row.coldMin),
    cold_max: tenthsToCelsius(row.coldMax),
  };
}
