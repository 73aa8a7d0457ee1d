import type { Query } from './data-target';

/**
 * Statements that return the rows breaking one rule each; an empty result is a consistent database.
 * They hold for every order and after-sale, the seeded ones too, so a check needs no "before" state
 * except for stock (see stockUnits).
 */
// An order closed because every unit was refunded before shipping: cancelled, yet paid.
const CLOSED = `exists (select 1 from order_events e where e.order_id = o.id and e.kind = 'closed')`;
const LINES_PAID = `(select coalesce(sum(l.paid_amount), 0) from order_lines l where l.order_id = o.id)`;
const LINES_PACKET = `(select coalesce(sum(l.red_packet_share), 0) from order_lines l where l.order_id = o.id)`;
const REFUNDED = (destinations: string) => `(select coalesce(sum(r.amount), 0) from after_sale_refunds r
  join after_sales s on s.id = r.after_sale_id where s.order_id = o.id and r.destination in (${destinations}))`;

/**
 * Statements that return the rows breaking one rule each; an empty result is a consistent database.
 * They hold for every order and after-sale, the seeded ones too, so a check needs no "before" state
 * except for stock (see stockUnits).
 */
const RULES: Record<string, string> = {
  'an order without lines': `
    select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  "an order's goods amount differs from its lines": `
    select o.id, o.goods_amount, sum(l.amount) as lines from orders o join order_lines l on l.order_id = o.id
    group by o.id having o.goods_amount <> sum(l.amount)`,
  "an order's status disagrees with its payments": `
    select o.id, o.status, o.pay_method, count(p.id) as paid_rows, sum(p.amount) as paid from orders o
    left join payments p on p.order_id = o.id and p.purpose = 'order' and p.status = 'paid'
    group by o.id
    having case when o.status in ('to_ship', 'shipped', 'completed') or ${CLOSED}
      then not (count(p.id) = 1 and sum(p.amount) = o.payable_amount and o.paid_at is not null
                and o.pay_method is not null and min(p.method) = o.pay_method)
      else count(p.id) > 0 or o.pay_method is not null or o.paid_at is not null end`,
  'a balance-paid order without exactly its one debit': `
    select o.id, o.payable_amount, count(b.id) as rows, sum(b.amount) as debited from orders o
    left join balance_ledger b on b.order_id = o.id and b.kind = 'pay'
    where o.pay_method = 'balance' and o.payable_amount > 0
    group by o.id having count(b.id) <> 1 or sum(b.amount) <> -o.payable_amount`,
  'a balance debit for an order not paid from the balance': `
    select b.id, b.order_id from balance_ledger b left join orders o on o.id = b.order_id
    where b.kind = 'pay' and o.pay_method is distinct from 'balance'`,
  'a credit-paid order without exactly its one charge': `
    select o.id, o.payable_amount, count(c.id) as rows, sum(c.amount) as charged from orders o
    left join credit_ledger c on c.order_id = o.id and c.kind = 'charge'
    where o.pay_method = 'credit' and o.payable_amount > 0
    group by o.id having count(c.id) <> 1 or sum(c.amount) <> o.payable_amount`,
  'a credit charge for an order not paid on credit': `
    select c.id, c.order_id from credit_ledger c left join orders o on o.id = c.order_id
    where c.kind = 'charge' and o.pay_method is distinct from 'credit'`,
  "an order's red packet not used once (and returned once when cancelled unpaid)": `
    select * from (select o.id, o.status, o.red_packet_amount,
      case when o.status = 'cancelled' and not ${CLOSED} then o.red_packet_amount else 0 end as due_back,
      (select coalesce(sum(amount), 0) from red_packet_ledger r where r.order_id = o.id and r.kind = 'use') as used,
      (select count(*) from red_packet_ledger r where r.order_id = o.id and r.kind = 'use') as uses,
      (select coalesce(sum(amount), 0) from red_packet_ledger r where r.order_id = o.id and r.kind = 'return') as returned,
      (select count(*) from red_packet_ledger r where r.order_id = o.id and r.kind = 'return') as returns
    from orders o) as packets
    where used <> -red_packet_amount or uses > 1 or returned <> due_back or returns > 1`,
  "a refunded after-sale's amount differs from its refund rows": `
    select s.id, s.status, s.refund_amount, coalesce(sum(r.amount), 0) as rows from after_sales s
    left join after_sale_refunds r on r.after_sale_id = s.id
    group by s.id
    having coalesce(sum(r.amount), 0) <> case when s.status = 'refunded' then s.refund_amount else 0 end`,
  "an order's refunds differ from what reached the ledgers (the shipping fee too when it was closed)": `
    select * from (select o.id, o.pay_method,
      ${REFUNDED(`'balance', 'credit'`)}
        + case when ${CLOSED} and o.pay_method in ('balance', 'credit')
               then greatest(0, o.payable_amount - ${LINES_PAID}) else 0 end as money,
      (select coalesce(sum(amount), 0) from balance_ledger b where b.order_id = o.id and b.kind = 'refund')
        - (select coalesce(sum(amount), 0) from credit_ledger c where c.order_id = o.id and c.kind = 'refund') as ledgers,
      ${REFUNDED(`'red_packet'`)}
        + case when ${CLOSED} then greatest(0, o.red_packet_amount - ${LINES_PACKET}) else 0 end as packet,
      (select coalesce(sum(amount), 0) from red_packet_ledger p where p.order_id = o.id and p.kind = 'refund') as packet_ledger,
      ${REFUNDED(`'online'`)}
        + case when ${CLOSED} and o.pay_method = 'online'
               then greatest(0, o.payable_amount - ${LINES_PAID}) else 0 end as online,
      (select coalesce(sum(f.amount), 0) from payment_refunds f join payments p on p.id = f.payment_id
        where p.order_id = o.id) as online_refunds
    from orders o) as sums
    where money <> ledgers or packet <> packet_ledger or online <> online_refunds`,
  'a refund ledger row without a refunded after-sale': `
    select 'balance' as ledger, b.id from balance_ledger b left join after_sales s on s.id = b.after_sale_id
    where b.kind = 'refund' and s.status is distinct from 'refunded'
    union all select 'credit', c.id from credit_ledger c left join after_sales s on s.id = c.after_sale_id
    where c.kind = 'refund' and s.status is distinct from 'refunded'
    union all select 'red_packet', p.id from red_packet_ledger p left join after_sales s on s.id = p.after_sale_id
    where p.kind = 'refund' and s.status is distinct from 'refunded'`,
  'a member whose balance or red packets sum below zero': `
    select m.username,
      (select coalesce(sum(amount), 0) from balance_ledger b where b.member_id = m.id) as balance,
      (select coalesce(sum(amount), 0) from red_packet_ledger r where r.member_id = m.id) as red_packet
    from members m
    where (select coalesce(sum(amount), 0) from balance_ledger b where b.member_id = m.id) < 0
       or (select coalesce(sum(amount), 0) from red_packet_ledger r where r.member_id = m.id) < 0`,
  'a batch with negative stock': `select id, stock from goods_batches where stock < 0`,
};

/** Every broken rule with up to five of its rows; [] when the database is consistent. */
export async function brokenRules(query: Query): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, text] of Object.entries(RULES)) {
    const rows = await query(`select * from (${text}) as broken limit 5`);
    if (rows.length > 0) broken.push(`${rule}: ${JSON.stringify(rows)}`);
  }
  return broken;
}

/**
 * Per batch, its stock plus the units its order lines still hold: all of them, less what came back —
 * everything of a cancelled order (unpaid or closed), the refunded units of an order not shipped.
 * No order, payment, refund or cancellation changes the figure.
 */
export async function stockUnits(query: Query): Promise<Map<number, number>> {
  const rows = await query(`
    select b.id, b.stock + coalesce((select sum(case
        when o.status = 'cancelled' then 0
        when o.shipped_at is null then l.quantity - (select coalesce(sum(sl.quantity), 0) from after_sale_lines sl
          join after_sales s on s.id = sl.after_sale_id where sl.order_line_id = l.id and s.status = 'refunded')
        else l.quantity end)
      from order_lines l join orders o on o.id = l.order_id where l.batch_id = b.id), 0) as units
    from goods_batches b`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.units)]));
}

/** Batches whose stock-plus-ordered figure moved between two readings. */
export function stockDrift(before: Map<number, number>, after: Map<number, number>) {
  const drift: string[] = [];
  for (const [id, units] of before) {
    if (after.get(id) !== units) drift.push(`batch ${id}: ${units} → ${after.get(id)}`);
  }
  if (after.size !== before.size) drift.push(`batches ${before.size} → ${after.size}`);
  return drift;
}
