import { invoiceCategory, invoiceTaxRate, taxOfInclusive, type TaxableKind } from '@yaocai/domain';
import type { orderLines } from '../../db/schema';

type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * One line of an issued invoice, kept as a jsonb snapshot: a later goods edit never changes it.
 * amount is tax-inclusive fen; quantity and amounts are negative on a red invoice.
 */
export interface InvoiceLine {
  /** 通用名 */
  name: string;
  /** 税收分类简称, printed as *中成药*name. */
  category: string;
  spec: string;
  unit: string;
  quantity: number;
  amount: number;
  /** VAT rate in percent. */
  rate: number;
  tax: number;
}

interface Taxable {
  kind: string;
  scopeClass: string;
}

function line(
  source: Pick<OrderLineRow, 'goodsName' | 'spec' | 'unit'> & Taxable,
  quantity: number,
  amount: number,
): InvoiceLine {
  const rate = invoiceTaxRate(source.kind as TaxableKind);
  return {
    name: source.goodsName,
    category: invoiceCategory(source.kind, source.scopeClass),
    spec: source.spec,
    unit: source.unit,
    quantity,
    amount,
    rate,
    tax: taxOfInclusive(amount, rate),
  };
}

/**
 * What the buyer paid for a line: its amount less its 满减 and coupon shares. Red packets and cash
 * vouchers are means of payment, not price cuts, so they stay in (a refund gives them back the same
 * way, docs/refund-policy.md). Gifts, at 0, are not invoiced.
 */
export function blueLines(
  rows: {
    line: Pick<
      OrderLineRow,
      'goodsName' | 'spec' | 'unit' | 'quantity' | 'amount' | 'manjianShare' | 'couponShare'
    >;
    kind: string;
    scopeClass: string;
  }[],
) {
  return rows
    .map(({ line: l, kind, scopeClass }) =>
      line({ ...l, kind, scopeClass }, l.quantity, l.amount - l.manjianShare - l.couponShare),
    )
    .filter((l) => l.amount > 0);
}

/** The refunded units and amounts of an after-sale, negative. */
export function redLines(
  rows: { quantity: number; refundAmount: number; line: OrderLineRow; kind: string; scopeClass: string }[],
) {
  return rows
    .map((r) => line({ ...r.line, kind: r.kind, scopeClass: r.scopeClass }, -r.quantity, -r.refundAmount))
    .filter((l) => l.amount < 0);
}

/** The delivery charged with the goods (运费): one 运输服务 at its own rate. */
export function shippingLine(amount: number): InvoiceLine {
  const service = { goodsName: '运费', spec: '', unit: '次', kind: 'shipping', scopeClass: '' };
  return line(service, Math.sign(amount), amount);
}
