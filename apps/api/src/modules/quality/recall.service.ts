import { RECALL_LEVEL_LABELS, type recallCreateBody } from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { recallBatches, recallBuyers, recallHolds, recalls } from '../../db/schema';
import { conflict, invalid } from '../../lib/http-errors';
import { newNumber, withFreshNumber } from '../../lib/unique-numbers';
import { audited } from '../../shared/audit';
import type { Viewer } from '../../shared/viewer';
import { cancelUnpaid, insertEvent } from '../orders/index';
import { notify } from '../service/index';
import * as repo from './recall.repository';

type RecallInput = z.output<typeof recallCreateBody>;
type Started = Awaited<ReturnType<typeof recallInside>>;

/**
 * Starts a recall in one transaction: the batches leave sale (stock to quarantine), unpaid orders
 * holding them are cancelled with the reason and their units go to quarantine too, paid unshipped lines
 * are held from shipping, and every buyer who received units is told. Run again (from scratch) while a
 * buyer's lock is busy, so a recall never waits on a checkout that waits on it.
 */
export async function startRecall(db: Database, staff: Viewer, input: RecallInput, now = new Date()) {
  const ids = [...new Set(input.batch_ids)];
  const found = await repo.batchesByIds(db, ids);
  const missing = ids.find((id) => !found.some((b) => b.batch_id === id));
  if (missing) throw invalid('batch_ids', `批次${missing}不存在`);
  const recalled = found.find((b) => b.recalled);
  if (recalled) throw conflict(`批号${recalled.batch_no}已在召回中`);
  const names = found.map((b) => `${b.goods_name}（批号${b.batch_no}）`).join('、');
  for (let attempt = 1; ; attempt++) {
    try {
      return await audited(
        db,
        staff,
        {
          action: 'recall.manage',
          entity: 'recall',
          entityId: (r: Started) => r.id,
          summary: (r: Started) =>
            `发起${RECALL_LEVEL_LABELS[input.level as 1 | 2 | 3]}${r.recall_no}：${names}`,
        },
        (tx) => recallInside(tx, staff, { ...input, batch_ids: ids }, names, now),
      );
    } catch (error) {
      if (!repo.isLockBusy(error) || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  }
}

async function recallInside(tx: Database, staff: Viewer, input: RecallInput, names: string, now: Date) {
  const taken = await repo.quarantineBatches(tx, input.batch_ids, now);
  if (taken.length !== input.batch_ids.length) throw conflict('所选批次已在召回中，请刷新后重试');
  const recall = await withFreshNumber(
    () => newNumber('RC', now),
    async (recallNo) =>
      (
        await tx
          .insert(recalls)
          .values({
            recallNo,
            level: input.level,
            reason: input.reason,
            instructions: input.instructions,
            createdBy: staff.memberId,
            createdAt: now,
          })
          .onConflictDoNothing({ target: recalls.recallNo })
          .returning()
      )[0],
  );
  await tx
    .insert(recallBatches)
    .values(
      taken.map((b) => ({ recallId: recall.id, batchId: b.id, goodsId: b.goods_id, unitsHeld: b.held })),
    );

  const lines = await repo.affectedLines(tx, input.batch_ids);
  await repo.lockMembersNowait(tx, [...new Set(lines.map((l) => l.member_id))]);
  const cancelReason = `批次召回：${names}`.slice(0, 100);
  const byOrder = new Map<number, repo.AffectedLine[]>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);

  let cancelled = 0;
  let held = 0;
  const receivers = new Map<number, repo.AffectedLine[]>();
  for (const [orderId, own] of byOrder) {
    const { status, member_id: memberId, order_no: orderNo } = own[0];
    if (status === 'unpaid' || status === 'pending_approval') {
      if (!(await cancelUnpaid(tx, orderId, cancelReason, now, { from: status }))) continue;
      cancelled++;
      await notify(
        tx,
        memberId,
        {
          kind: 'order',
          title: '订单因批次召回已取消',
          content: `您的订单${orderNo}中的${names}已被召回，订单已取消，库存与优惠已退回。如需采购请重新下单。`,
          link: `/order/info/${orderId}`,
        },
        now,
      );
    } else if (status === 'to_ship') {
      const rows = await tx
        .insert(recallHolds)
        .values(
          own.map((l) => ({ recallId: recall.id, orderId, orderLineId: l.line_id, quantity: l.quantity })),
        )
        .onConflictDoNothing()
        .returning({ id: recallHolds.id });
      held += rows.length;
      await insertEvent(
        tx,
        orderId,
        'recall',
        `召回${recall.recallNo}：${names}暂停发货，等待换批或退款`,
        now,
      );
      await notify(
        tx,
        memberId,
        {
          kind: 'order',
          title: '订单商品批次召回，暂停发货',
          content: `您的订单${orderNo}中的${names}已被召回，暂停发货。我们将为您更换其他批次或退款，请留意订单动态。`,
          link: `/order/info/${orderId}`,
        },
        now,
      );
    } else {
      receivers.set(memberId, [...(receivers.get(memberId) ?? []), ...own]);
    }
  }
  for (const [memberId, own] of receivers) {
    await tx.insert(recallBuyers).values({ recallId: recall.id, memberId, notifiedAt: now });
    const units = own.reduce((sum, l) => sum + l.quantity, 0);
    await notify(
      tx,
      memberId,
      {
        kind: 'order',
        title: `药品召回通知（${RECALL_LEVEL_LABELS[input.level as 1 | 2 | 3]}）`,
        content: `您收到的${names}共${units}件已被召回：${input.reason}。请立即停止销售和使用，并在“我的消息”中查看召回通知、一键申请退货并确认。`,
        link: `/order/info/${own[0].order_id}`,
      },
      now,
    );
  }
  return {
    id: recall.id,
    recall_no: recall.recallNo,
    cancelled_orders: cancelled,
    held_lines: held,
    buyers: receivers.size,
  };
}
