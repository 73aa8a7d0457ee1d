import { formatYuan, SPECIAL_RECEIPT_OUTSTANDING } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { AppError, conflict, forbidden, notFound } from '../../lib/http-errors';
import { newNumber } from '../../lib/unique-numbers';
import { ordersPaid, paymentsFailed } from '../../observability/metrics';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import { recordEvent } from '../integration/index';
import { blueInvoiceDraft, type BlueInvoiceSource } from '../service/index';
import * as wallet from '../wallet/index';

export const AWAITING_APPROVAL = '订单待总部审批，审批通过后才能支付';

/** The refusal of paying an order in `status`, or null when it is 待支付. */
export function unpayable(status: string) {
  if (status === 'cancelled') return conflict('订单已取消，请重新下单');
  if (status === 'pending_approval') return conflict(AWAITING_APPROVAL);
  if (status !== 'unpaid') return conflict('订单已支付');
  return null;
}

interface PayFacts {
  id: number;
  orderNo: string;
  status: string;
  payableAmount: number;
  hasSpecial: boolean;
  shippingAmount: number;
  invoiceTitle: string;
  taxNumber: string;
  /** A 含特殊药品 order while another paid one still owes its receipt. */
  receiptOwed: boolean;
  balance: string;
  /** An order of the member past its deadline: the sweep cancels those first (the general path). */
  sweepDue: boolean;
  companyName: string;
  companyTitle: string;
  companyTaxNumber: string;
  lines: BlueInvoiceSource['lines'] | null;
  /** Drawn only for an unpaid order: the blue invoice's id. */
  invoiceId: number | null;
}

const p = (name: string) => sql.placeholder(name);

/**
 * Everything paying one order by balance reads, under the member lock: the order, whether it or another
 * order of the member is past its deadline, the receipt owed for 含特殊药品, the balance, and what its blue
 * invoice needs (the company, the lines with their goods' kind and scope, an invoice id).
 */
const payFacts = namedStatement<{ memberId: number; orderId: number; at: string }, PayFacts>(
  'pay_facts',
  () => sql`select o.id, o.order_no as "orderNo", o.status, o.payable_amount as "payableAmount",
      o.has_special as "hasSpecial", o.shipping_amount as "shippingAmount", o.invoice_title as "invoiceTitle",
      o.tax_number as "taxNumber",
      o.has_special and exists (select 1 from orders r where r.member_id = o.member_id and r.has_special
        and r.status in ('to_ship', 'shipped', 'completed') and r.receipt_status in ('required', 'pending', 'rejected')
        and r.id <> o.id) as "receiptOwed",
      m.balance::text as balance,
      exists (select 1 from orders e where e.member_id = o.member_id and e.status = 'unpaid'
                and e.expires_at <= ${p('at')}::timestamptz)
        or exists (select 1 from orders e where e.member_id = o.member_id and e.status = 'pending_approval'
                and e.expires_at <= ${p('at')}::timestamptz) as "sweepDue",
      c.name as "companyName", c.invoice_title as "companyTitle", c.tax_number as "companyTaxNumber",
      case when o.status = 'unpaid' then (
        select json_agg(json_build_object('line', json_build_object('goodsName', l.goods_name, 'spec', l.spec,
            'unit', l.unit, 'quantity', l.quantity, 'amount', l.amount, 'manjianShare', l.manjian_share,
            'couponShare', l.coupon_share), 'kind', g.kind, 'scopeClass', g.scope_class) order by l.id)
        from order_lines l join goods g on g.id = l.goods_id where l.order_id = o.id) end as lines,
      case when o.status = 'unpaid' then nextval(pg_get_serial_sequence('invoices', 'id'))::int end as "invoiceId"
    from orders o join members m on m.id = o.member_id join companies c on c.id = m.company_id
    where o.id = ${p('orderId')} and o.member_id = ${p('memberId')}`,
);

type PayWrite = {
  memberId: number;
  orderId: number;
  amount: number;
  at: string;
  paymentNo: string;
  note: string;
  eventText: string;
  /** 0 when nothing is invoiced. */
  invoiceId: number;
  invoiceNo: string;
  title: string;
  taxNumber: string;
  lines: string;
  invoiceAmount: number;
  taxAmount: number;
  messageTitle: string;
  messageContent: string;
  messageLink: string;
};

/**
 * The payment in one statement: the order to 待发货 (only from 待支付), and with it the ledger entry, the
 * payment row, the order event, the blue invoice and the message telling the buyer of it.
 */
const payWrite = namedStatement<PayWrite, { paid: number; payment: number }>(
  'pay_by_balance',
  () => sql`with paid as (
      update orders set status = 'to_ship', pay_method = 'balance', paid_at = ${p('at')}::timestamptz
      where id = ${p('orderId')} and status = 'unpaid' returning id
    ), ledger as (
      insert into balance_ledger (member_id, amount, kind, order_id, note, created_at)
      select ${p('memberId')}::int, -${p('amount')}::int, 'pay', id, ${p('note')}::text, ${p('at')}::timestamptz
      from paid where ${p('amount')}::int > 0
    ), payment as (
      insert into payments (payment_no, member_id, purpose, order_id, method, amount, status, paid_at)
      select ${p('paymentNo')}::text, ${p('memberId')}::int, 'order', id, 'balance', ${p('amount')}::int, 'paid',
        ${p('at')}::timestamptz
      from paid on conflict (payment_no) do nothing returning id
    ), event as (
      insert into order_events (order_id, kind, text, created_at)
      select id, 'paid', ${p('eventText')}::text, ${p('at')}::timestamptz from paid
    ), invoice as (
      insert into invoices (id, invoice_no, kind, member_id, order_id, title, tax_number, lines, amount, tax_amount, issued_at)
      select ${p('invoiceId')}::int, ${p('invoiceNo')}::text, 'blue', ${p('memberId')}::int, id, ${p('title')}::text,
        ${p('taxNumber')}::text, ${p('lines')}::jsonb, ${p('invoiceAmount')}::int, ${p('taxAmount')}::int,
        ${p('at')}::timestamptz
      from paid where ${p('invoiceId')}::int > 0 on conflict do nothing returning id
    ), message as (
      insert into messages (member_id, kind, title, content, link, created_at)
      select ${p('memberId')}::int, 'invoice', ${p('messageTitle')}::text, ${p('messageContent')}::text,
        ${p('messageLink')}::text, ${p('at')}::timestamptz from invoice
    )
    select (select count(*) from paid)::int as paid, (select count(*) from payment)::int as payment`,
);

/**
 * Pays an order by balance in five statements (BEGIN, the member lock, one read, one write, COMMIT) with
 * the rules of the general path: the order is the member's and 待支付, a 含特殊药品 order waits for an
 * owed receipt, the balance covers it, and the blue invoice is issued with the payment. Null when an
 * order of the member is past its deadline: the general path sweeps those first.
 */
export async function payByBalance(db: Database, viewer: Viewer, orderId: number, now: Date) {
  const at = now.toISOString();
  const done = await db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const [facts] = await payFacts(tx, { memberId: viewer.memberId, orderId, at });
    if (!facts) throw notFound('订单');
    if (facts.sweepDue) return null;
    const refusal = unpayable(facts.status);
    if (refusal) throw refusal;
    if (facts.receiptOwed) throw forbidden(SPECIAL_RECEIPT_OUTSTANDING);
    const amount = facts.payableAmount;
    if (amount > 0 && Number(facts.balance) < amount) {
      paymentsFailed.inc({ method: 'balance' });
      throw new AppError(409, '余额不足，请选择其他支付方式');
    }
    const source: BlueInvoiceSource = {
      order: { ...facts, memberId: viewer.memberId },
      company: {
        name: facts.companyName,
        invoiceTitle: facts.companyTitle,
        taxNumber: facts.companyTaxNumber,
      },
      lines: facts.lines ?? [],
    };
    const draft = blueInvoiceDraft(source, facts.invoiceId!, now);
    const [written] = await payWrite(tx, {
      memberId: viewer.memberId,
      orderId,
      amount,
      at,
      paymentNo: newNumber('PY', now),
      note: `支付订单${facts.orderNo}`,
      eventText: `订单${facts.orderNo}已通过余额支付，等待发货`,
      invoiceId: draft ? draft.invoice.id : 0,
      invoiceNo: draft?.invoice.invoiceNo ?? '',
      title: draft?.invoice.title ?? '',
      taxNumber: draft?.invoice.taxNumber ?? '',
      lines: JSON.stringify(draft?.invoice.lines ?? []),
      invoiceAmount: draft?.invoice.amount ?? 0,
      taxAmount: draft?.invoice.taxAmount ?? 0,
      messageTitle: draft?.notice.title ?? '',
      messageContent: draft?.notice.content ?? '',
      messageLink: draft?.notice.link ?? '',
    });
    if (!written || written.paid !== 1) throw conflict('订单状态已变化，请刷新后重试');
    // Two payments drew the same number in the same second: this one draws again.
    if (written.payment !== 1) {
      await wallet.insertPayment(
        tx,
        {
          memberId: viewer.memberId,
          purpose: 'order',
          orderId,
          method: 'balance',
          amount,
          status: 'paid',
          paidAt: now,
        },
        () => newNumber('PY', now),
      );
    }
    await recordEvent(tx, 'order.paid', orderId, now);
    return {
      order_id: orderId,
      status: 'paid',
      pay_method: 'balance' as const,
      paid_amount: formatYuan(amount),
    };
  });
  if (done) ordersPaid.inc({ method: 'balance' });
  return done;
}
