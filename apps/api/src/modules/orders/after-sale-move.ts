import { canAfterSaleTransition, type AfterSaleKind, type AfterSaleStatus } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import * as sales from './after-sale.repository';

/** Moves an after-sale one step its kind's state machine allows, only from the status it was read in. */
export async function moveAfterSaleStep(
  db: Database,
  id: number,
  to: AfterSaleStatus,
  values: Partial<sales.AfterSaleRow> = {},
) {
  const sale = await sales.findAfterSale(db, id);
  if (!sale) throw notFound('售后申请');
  if (!canAfterSaleTransition(sale.kind as AfterSaleKind, sale.status as AfterSaleStatus, to)) {
    throw conflict('售后申请当前状态不能执行该操作');
  }
  const moved = await sales.moveAfterSale(db, id, sale.status, { status: to, ...values });
  if (!moved) throw conflict('售后申请状态已变化，请刷新后重试');
  return moved;
}
