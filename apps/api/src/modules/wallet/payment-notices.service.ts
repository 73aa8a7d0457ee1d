import { NOTICE_OUTCOME_NAMES } from '@yaocai/contract';
import type { PaymentNoticesAnswer, paymentNoticesQuery } from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import * as repo from './provider-refunds.repository';

const PAGE_SIZE = 20;

/** Stores a provider's notice as it came, whatever it turned out to be. */
export function recordPaymentNotice(db: Database, values: repo.PaymentNoticeInsert) {
  return repo.insertNotice(db, { ...values, reason: (values.reason ?? '').slice(0, 200) });
}

/** Notices received, newest first, by provider and outcome. */
export async function listPaymentNotices(
  db: Database,
  q: z.output<typeof paymentNoticesQuery>,
): Promise<PaymentNoticesAnswer> {
  const { rows, total } = await repo.noticePage(db, q, (q.page - 1) * PAGE_SIZE, PAGE_SIZE);
  return {
    list: rows.map((n) => ({
      id: n.id,
      provider: n.provider,
      payment_no: n.paymentNo,
      verified: n.verified,
      outcome: n.outcome,
      outcome_name: (NOTICE_OUTCOME_NAMES as Record<string, string>)[n.outcome] ?? n.outcome,
      reason: n.reason,
      state: n.state,
      amount: n.amount === null ? null : formatYuan(n.amount),
      raw: n.raw,
      received_at: n.receivedAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}
