import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { namedStatement } from '../db/named-statement';

/**
 * 含特殊药品 orders the buyer has paid for (to ship, shipped, completed) whose signed receipt is not
 * approved yet (required, pending review, rejected). While one exists the buyer may not add, order or
 * pay for more such goods (packages/domain SPECIAL_RECEIPT_OUTSTANDING): the cart and the checkout ask
 * through the pricing context, the payment under the member lock.
 */
const outstandingReceipt = namedStatement<{ memberId: number; exceptOrderId: number }, { id: number }>(
  'outstanding_special_receipt',
  () => sql`select id from orders
    where member_id = ${sql.placeholder('memberId')} and has_special
      and status in ('to_ship', 'shipped', 'completed')
      and receipt_status in ('required', 'pending', 'rejected')
      and id <> ${sql.placeholder('exceptOrderId')}
    limit 1`,
);

export async function hasOutstandingSpecialReceipt(db: Database, memberId: number, exceptOrderId = 0) {
  return (await outstandingReceipt(db, { memberId, exceptOrderId })).length > 0;
}
