import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import type { CashVoucher, Coupon } from '../wallet/index';
import type { DiscountOffers } from './order-pricing';

export interface OrderFacts {
  /** The order this idempotency key already made, if any. */
  existingOrderId: number | null;
  /** The id the new order takes (drawn from its sequence). */
  orderId: number;
  address: {
    consignee: string;
    phone: string;
    province: string;
    city: string;
    district: string;
    detail: string;
  } | null;
  offers: DiscountOffers;
  /** Whether the buyer is a chain store with purchasing rules (store_policies) to check. */
  storePolicy: boolean;
}

type Json = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)));

function toCoupon(r: Json): Coupon {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    name: String(r.name),
    type: Number(r.type),
    amount: Number(r.amount),
    threshold: Number(r.threshold),
    goodsIds: ((r.goods_ids as number[] | null) ?? []).map(Number),
    validFrom: date(r.valid_from)!,
    validTo: date(r.valid_to)!,
    orderId: r.order_id === null ? null : Number(r.order_id),
    usedAt: date(r.used_at),
    templateId: r.template_id === null ? null : Number(r.template_id),
    createdAt: date(r.created_at)!,
  };
}

function toCashVoucher(r: Json): CashVoucher {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    name: String(r.name),
    amount: Number(r.amount),
    threshold: Number(r.threshold),
    validFrom: date(r.valid_from)!,
    validTo: date(r.valid_to)!,
    orderId: r.order_id === null ? null : Number(r.order_id),
    usedAt: date(r.used_at),
    source: String(r.source),
    createdAt: date(r.created_at)!,
  };
}

export interface FactsRow {
  existing_id: number | null;
  order_id: number | string;
  address: unknown;
  coupons: unknown;
  vouchers: unknown;
  red_packet: string;
  store_policy: boolean | string;
}

type FactsValues = Record<'memberId' | 'key' | 'addressId' | 'at', SQLWrapper>;

/**
 * The facts as columns (by FactsRow name), over values given as placeholders or parameters. The new
 * order's id is drawn here too (`nextval`), so its row and everything hanging on it go in one statement.
 */
export function orderFactsColumns(v: FactsValues): Record<keyof FactsRow, SQL> {
  const [member, at] = [sql`${v.memberId}::int`, sql`${v.at}::timestamptz`];
  return {
    existing_id: sql`(select o.id from orders o where o.member_id = ${member} and o.idempotency_key = ${v.key}::text limit 1)`,
    order_id: sql`nextval('orders_id_seq')`,
    address: sql`(select row_to_json(a) from (select consignee, phone, province, city, district, detail from addresses
         where id = ${v.addressId}::int and member_id = ${member}) a)`,
    coupons: sql`(select coalesce(json_agg(c order by c.valid_to, c.id), '[]'::json) from coupons c
         where c.member_id = ${member} and c.order_id is null and c.valid_from <= ${at} and c.valid_to > ${at})`,
    vouchers: sql`(select coalesce(json_agg(v order by v.valid_to, v.id), '[]'::json) from cash_vouchers v
         where v.member_id = ${member} and v.order_id is null and v.valid_from <= ${at} and v.valid_to > ${at})`,
    red_packet: sql`(select coalesce(sum(r.amount), 0)::text from red_packet_ledger r where r.member_id = ${member})`,
    store_policy: sql`exists (select 1 from store_policies p join members m on m.id = p.store_id
         where p.store_id = ${member} and m.parent_id is not null)`,
  };
}

/**
 * orderFactsColumns' values as placeholders: `memberId` and `at` (an ISO instant) are the buyer and the
 * moment, which the cart's selection read names the same (cart findCartSelection); `key` and
 * `addressId` come from the order (orderFactsValues).
 */
export const FACTS_PLACEHOLDERS: FactsValues = {
  memberId: sql.placeholder('memberId'),
  key: sql.placeholder('key'),
  addressId: sql.placeholder('addressId'),
  at: sql.placeholder('at'),
};

/** The values of the order's own placeholders. */
export const orderFactsValues = (input: { idempotencyKey: string; addressId: number }) => ({
  key: input.idempotencyKey,
  addressId: input.addressId,
});

const orderFacts = namedStatement<{ memberId: number; key: string; addressId: number; at: string }, FactsRow>(
  'order_facts',
  () => {
    const columns = orderFactsColumns(FACTS_PLACEHOLDERS);
    return sql`select ${sql.join(
      Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`, `,
    )}`;
  },
);

/**
 * What placing an order reads about the buyer (taken under the member's lock, so nothing of it changes
 * before the order commits): the order an earlier request with this idempotency key made, the id of
 * the new order, the delivery address, the usable coupons and cash vouchers (the same rows and order
 * as wallet.usableCoupons / usableCashVouchers), the red packet balance and whether a store policy
 * applies (storeOrderRules reads it only then). The checkout reads them with the cart selection
 * (orderFactsColumns); this statement serves carts of combination lines only.
 */
export async function loadOrderFacts(
  db: Database,
  memberId: number,
  input: { idempotencyKey: string; addressId: number },
  now: Date,
): Promise<OrderFacts> {
  const [row] = await orderFacts(db, { memberId, ...orderFactsValues(input), at: now.toISOString() });
  if (!row) throw new Error('order facts: no row');
  return toOrderFacts(row);
}

/** The facts of a FactsRow (node-postgres parses json columns; PGlite too, but a string is accepted). */
export function toOrderFacts(row: FactsRow): OrderFacts {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    existingOrderId: row.existing_id === null ? null : Number(row.existing_id),
    orderId: Number(row.order_id),
    address: json<OrderFacts['address']>(row.address) ?? null,
    offers: {
      coupons: json<Json[]>(row.coupons).map(toCoupon),
      cashVouchers: json<Json[]>(row.vouchers).map(toCashVoucher),
      redPacketBalance: Number(row.red_packet),
    },
    storePolicy: row.store_policy === true || row.store_policy === 't',
  };
}
