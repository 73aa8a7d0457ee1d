import { REFUND_STATE_NAMES } from '@yaocai/contract';
import type { ProviderRefund, ProviderRefundsAnswer, providerRefundsQuery } from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/http-errors';
import { newNumber } from '../../lib/unique-numbers';
import type { PaymentProviders, RefundRequest } from '../../providers/payment/index';
import type { PaymentRow } from './payments.repository';
import * as repo from './provider-refunds.repository';

const PAGE_SIZE = 20;
/** A send that has not finished after this long died with its process; it may be sent again. */
const STALE_SEND_MS = 5 * 60_000;

/**
 * Records money to send back through the payment's provider, inside the caller's transaction. It is
 * sent after the transaction (sendRefunds): a provider call never holds our locks, and a refund whose
 * send fails stays failed for finance instead of undoing the after-sale.
 */
export async function queueProviderRefund(
  tx: Database,
  input: { payment: PaymentRow; amount: number; afterSaleId?: number | null; reason: string; now: Date },
) {
  return repo.insertRefund(tx, {
    paymentId: input.payment.id,
    afterSaleId: input.afterSaleId ?? null,
    amount: input.amount,
    refundNo: newNumber('RF', input.now),
    provider: input.payment.provider || 'sandbox',
    status: 'pending',
    reason: input.reason.slice(0, 200),
    createdAt: input.now,
  });
}

async function requestOf(db: Database, row: repo.ProviderRefundRow): Promise<RefundRequest | null> {
  const joined = await repo.refundWithPayment(db, row.id);
  if (!joined) return null;
  return {
    paymentNo: joined.paymentNo,
    refundNo: row.refundNo,
    amount: row.amount,
    total: joined.paymentAmount,
    reason: row.reason || '退款',
  };
}

/** Sends one refund if this process wins it; the provider's answer or refusal is stored. */
export async function sendRefund(db: Database, providers: PaymentProviders, id: number, now = new Date()) {
  const claimed = await repo.claimRefund(db, id, now, new Date(now.getTime() - STALE_SEND_MS));
  if (!claimed) return repo.findRefund(db, id);
  const gateway = providers.get(claimed.provider);
  const request = await requestOf(db, claimed);
  if (!gateway || !request) {
    return repo.moveRefund(db, id, ['sending'], {
      status: 'failed',
      failure: gateway ? '找不到原支付单' : `支付渠道 ${claimed.provider} 未启用，无法原路退回`,
    });
  }
  try {
    const outcome = await gateway.refund(request);
    return repo.moveRefund(db, id, ['sending'], {
      status: outcome.state,
      providerRefundNo: outcome.providerRefundNo,
      failure: '',
      doneAt: outcome.state === 'done' ? new Date() : null,
    });
  } catch (error) {
    return repo.moveRefund(db, id, ['sending'], {
      status: 'failed',
      failure: ((error as Error).message || '退款失败').slice(0, 1000),
    });
  }
}

export async function sendRefunds(
  db: Database,
  providers: PaymentProviders,
  ids: number[],
  now = new Date(),
) {
  for (const id of ids) await sendRefund(db, providers, id, now);
}

/** Sends an after-sale's refunds once its transaction is committed. */
export async function sendAfterSaleRefunds(db: Database, providers: PaymentProviders, afterSaleId: number) {
  await sendRefunds(db, providers, await repo.pendingRefundsOfAfterSale(db, afterSaleId));
}

/**
 * The job's round: refunds never sent (their process died before sending), sends that died half-way,
 * and refunds the provider accepted but has not finished (asked again).
 */
export async function reconcileRefunds(db: Database, providers: PaymentProviders, now = new Date()) {
  const before = new Date(now.getTime() - 60_000);
  const due = await repo.dueRefunds(db, before);
  for (const { id, status } of due) {
    if (status !== 'processing') {
      await sendRefund(db, providers, id, now);
      continue;
    }
    const row = await repo.leaseProcessing(db, id, before, now);
    const gateway = row && providers.get(row.provider);
    const request = row && (await requestOf(db, row));
    if (!gateway || !request) continue;
    try {
      const answer = await gateway.queryRefund(request);
      if (answer?.state === 'done')
        await settleRefund(db, row.refundNo, 'done', answer.providerRefundNo, '', now);
      if (answer?.state === 'failed') await settleRefund(db, row.refundNo, 'failed', '', answer.reason, now);
    } catch {
      // Asked again next round.
    }
  }
  return due.length;
}

/**
 * The provider's word on a refund it accepted (WeChat's refund notice or query): changed is false
 * when the refund had that end already (a repeated notice) or it is still processing.
 */
export async function settleRefund(
  db: Database,
  refundNo: string,
  state: 'done' | 'failed' | 'processing',
  providerRefundNo: string,
  failure: string,
  now = new Date(),
) {
  const row = await repo.findRefundByNo(db, refundNo);
  if (!row) return null;
  if (state === 'processing') return { row, changed: false };
  const moved = await repo.moveRefund(db, row.id, ['processing', 'sending'], {
    status: state,
    ...(providerRefundNo ? { providerRefundNo } : {}),
    failure: state === 'failed' ? failure || '渠道退款失败' : '',
    doneAt: state === 'done' ? now : null,
  });
  return { row: moved ?? row, changed: moved !== null };
}

function view(row: NonNullable<Awaited<ReturnType<typeof repo.refundWithPayment>>>): ProviderRefund {
  const r = row.refund;
  return {
    id: r.id,
    refund_no: r.refundNo,
    payment_no: row.paymentNo,
    provider: r.provider,
    amount: formatYuan(r.amount),
    status: r.status,
    status_name: (REFUND_STATE_NAMES as Record<string, string>)[r.status] ?? r.status,
    reason: r.reason,
    provider_refund_no: r.providerRefundNo,
    failure: r.failure,
    attempts: r.attempts,
    after_sale_id: r.afterSaleId,
    order_id: row.orderId,
    created_at: r.createdAt.toISOString(),
    attempted_at: r.attemptedAt?.toISOString() ?? null,
    done_at: r.doneAt?.toISOString() ?? null,
  };
}

/** Provider refunds for finance: pending, failed or done, newest first. */
export async function listProviderRefunds(
  db: Database,
  q: z.output<typeof providerRefundsQuery>,
): Promise<ProviderRefundsAnswer> {
  const { rows, total } = await repo.refundPage(db, q, (q.page - 1) * PAGE_SIZE, PAGE_SIZE);
  return { list: rows.map(view), total, page: q.page, page_size: PAGE_SIZE };
}

/** Sends a failed refund again under the same refund number (the provider counts it once). */
export async function retryProviderRefund(db: Database, providers: PaymentProviders, id: number) {
  const row = await repo.findRefund(db, id);
  if (!row) throw notFound('退款记录');
  const reopened = await repo.moveRefund(db, id, ['failed'], { status: 'pending' });
  if (!reopened)
    throw new AppError(
      409,
      `该退款${(REFUND_STATE_NAMES as Record<string, string>)[row.status] ?? row.status}，只有失败的退款可以重试`,
    );
  await sendRefund(db, providers, id);
  return view((await repo.refundWithPayment(db, id))!);
}
