import { demoTraceCodes } from './seed-trace';
import { eq, sql } from 'drizzle-orm';
import { findViewerByUsername, type Viewer } from '../../shared/viewer';
import { audited } from '../../shared/audit';
import { addToCart } from '../../modules/cart/index';
import { findGoodsRows } from '../../modules/catalog/index';
import {
  applyAfterSale,
  cancelOrder,
  checkReceipt,
  confirmReceipt,
  shipOrder,
  uploadReceipt,
  findOrderLines,
  approveAfterSale,
  receiveReturn,
  refundAfterSale,
} from '../../modules/orders/index';
import { checkoutPreview, createOrder, payOrder } from '../../modules/checkout/index';
import { sendAfterSaleRefunds } from '../../modules/wallet/index';
import {
  createPaymentProviders,
  paymentConfigFrom,
  type PaymentProviders,
} from '../../providers/payment/index';
import { AppError } from '../../lib/http-errors';
import type { Database } from '../client';
import { cartItems } from '../schema';
import { addDays, addHours } from './dates';

// A small signed-receipt picture (a grey square) so the receipts page has something to show.
const RECEIPT_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGNoaGjAihhGJYaXBAAbsxfhvxTeZAAAAABJRU5ErkJggg==';
/** Carriers with the prefix and length their waybill numbers have. */
const CARRIERS = [
  { company: '顺丰速运', no: (n: number) => `SF${1_400_000_000_000 + n}` },
  { company: '京东物流', no: (n: number) => `JDVA${20_000_000_000 + n}` },
  { company: '中通快递', no: (n: number) => `${78_000_000_000_000 + n}` },
];

interface Plan {
  daysAgo: number;
  goods: number[];
  /** Units of 含特殊药品 goods to add, if any. */
  special?: number;
  pay?: 'balance' | 'credit';
  useCoupon?: boolean;
  ship?: boolean;
  complete?: boolean;
  cancel?: boolean;
}

/** yaodian01's order history in every state (and one liansuo01 order), made through the real services. */
export async function seedPastOrders(
  db: Database,
  now: Date,
  drugs: { id: number; base_price: number }[],
): Promise<number> {
  const special = (await db.execute(sql`
    select g.id, case when g.can_split then 1 else g.middle_pack end as step from goods g
    where g.on_sale and g.type = 1 and not g.is_controlled and (g.can_split or g.middle_pack <= 2)
      and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 50
    order by g.id limit 1`)) as unknown as { rows: { id: number; step: number }[] };
  const specialGoods = {
    id: special.rows[0] ? Number(special.rows[0].id) : null,
    step: Number(special.rows[0]?.step ?? 1),
  };
  const pick = (i: number) => drugs[i]?.id;
  const plans: [string, Plan][] = [
    ['yaodian01', { daysAgo: 20, goods: [0, 1, 2], special: 2, pay: 'balance', ship: true, complete: true }],
    ['yaodian01', { daysAgo: 12, goods: [3, 4], pay: 'credit', useCoupon: true, ship: true, complete: true }],
    ['liansuo01', { daysAgo: 8, goods: [10, 11], pay: 'credit', ship: true, complete: true }],
    ['yaodian01', { daysAgo: 5, goods: [8], cancel: true }],
    ['yaodian01', { daysAgo: 3, goods: [5, 6], pay: 'balance', ship: true }],
    ['yaodian01', { daysAgo: 1, goods: [7], special: 1, pay: 'balance' }],
    ['yaodian01', { daysAgo: 0, goods: [9] }],
  ];
  const rows = await findGoodsRows(
    db,
    drugs.slice(0, 12).map((d) => d.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  staff = {
    warehouse: (await findViewerByUsername(db, 'cangku01')) ?? undefined,
    service: (await findViewerByUsername(db, 'kefu01')) ?? undefined,
  };
  let created = 0;
  for (const [index, [username, plan]] of plans.entries()) {
    const viewer = await findViewerByUsername(db, username);
    if (!viewer) continue;
    try {
      if (await placeOrder(db, viewer, plan, index, now, byId, pick, specialGoods)) created++;
    } catch (error) {
      // A catalogue that cannot serve this plan (stock, scope) only means one fewer demo order.
      if (!(error instanceof AppError)) throw error;
      await db.delete(cartItems).where(eq(cartItems.memberId, viewer.memberId));
    }
  }
  return created;
}

type GoodsById = Map<number, { middlePack: number; basePrice: number }>;

/** The staff who do the console's part of the demo history: 仓库 ships and checks receipts, 客服 handles after-sales. */
let staff: { warehouse?: Viewer; service?: Viewer } = {};

/**
 * A console write done as the staff member would do it: through audited() with the permission, entity
 * and summary the console's route logs, so 操作日志 shows the seeded history.
 */
function asStaff<T>(
  db: Database,
  who: Viewer | undefined,
  target: {
    action: Parameters<typeof audited>[2]['action'];
    entity: string;
    entityId: number;
    summary: string;
  },
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return who ? audited(db, who, target, write) : write(db);
}

async function placeOrder(
  db: Database,
  viewer: Viewer,
  plan: Plan,
  index: number,
  now: Date,
  byId: GoodsById,
  pick: (i: number) => number | undefined,
  special: { id: number | null; step: number },
) {
  const gateway = createPaymentProviders(paymentConfigFrom({}, 0));
  const specialId = special.id;
  const specialStep = special.step;
  const at = plan.daysAgo === 0 ? addHours(now, -0.1) : addHours(addDays(now, -plan.daysAgo), -3);
  const items = plan.goods
    .map(pick)
    .filter((id): id is number => id !== undefined && byId.has(id))
    .map((goodsId) => {
      const g = byId.get(goodsId)!;
      const pack = Math.max(1, g.middlePack);
      const units = Math.min(60, Math.max(pack, Math.ceil(25_000 / Math.max(1, g.basePrice))));
      return { goodsId, number: Math.ceil(units / pack) * pack, type: 0, ckId: 0, price: null };
    });
  if (plan.special && specialId !== null && viewer.isSpecial) {
    items.push({
      goodsId: specialId,
      number: Math.ceil(plan.special / specialStep) * specialStep,
      type: 0,
      ckId: 0,
      price: null,
    });
  }
  if (items.length === 0) return false;
  const added = await addToCart(db, viewer, items, at);
  const ids = added.lines.map((l) => l.id);
  const preview = await checkoutPreview(db, viewer, ids, {}, [], at);
  const address = preview.addresses[0];
  if (!address) return false;
  const usable = preview.coupons.filter((c) => c.usable === 1);
  const coupon = plan.useCoupon ? (usable.find((c) => c.name === '满200减15') ?? usable[0]) : undefined;
  const order = await createOrder(
    db,
    viewer,
    {
      ids,
      addressId: address.id,
      invoiceType: 1,
      remark: '',
      idempotencyKey: `seed-order-${index}`,
      couponId: coupon?.id,
    },
    at,
  );
  if (plan.cancel) await cancelOrder(db, viewer, order.id, addHours(at, 0.2));
  if (!plan.pay) return true;
  await payOrder(db, viewer, order.id, plan.pay, gateway, addHours(at, 0.05));
  if (!plan.ship) return true;
  const shippedAt = addHours(at, 20);
  const carrier = CARRIERS[index % CARRIERS.length]!;
  const logistics = { company: carrier.company, no: carrier.no(order.id * 7919) };
  await asStaff(
    db,
    staff.warehouse,
    {
      action: 'order.ship',
      entity: 'order',
      entityId: order.id,
      summary: `发货：${logistics.company} ${logistics.no}`,
    },
    async (tx) =>
      shipOrder(tx, order.id, logistics, shippedAt, {
        codes: await demoTraceCodes(tx, order.id),
        by: staff.warehouse?.memberId ?? null,
      }),
  );
  if (plan.complete) await confirmReceipt(db, viewer, order.id, addHours(shippedAt, 48));
  if (order.hasSpecial && plan.complete) {
    await uploadReceipt(db, viewer, order.id, RECEIPT_IMAGE, addHours(shippedAt, 50));
    await asStaff(
      db,
      staff.warehouse,
      { action: 'receipt.check', entity: 'order', entityId: order.id, summary: '回执审核通过' },
      (tx) => checkReceipt(tx, order.id, true, '', addHours(shippedAt, 60)),
    );
  }
  if (index === 0 || index === 4)
    await seedAfterSale(db, viewer, order.id, index === 0, addHours(shippedAt, 30), gateway);
  return true;
}

async function seedAfterSale(
  db: Database,
  viewer: Viewer,
  orderId: number,
  finish: boolean,
  at: Date,
  gateway: PaymentProviders,
) {
  const line = (await findOrderLines(db, [orderId])).find((l) => !l.isGift && l.quantity >= 2);
  if (!line) return;
  const sale = await applyAfterSale(
    db,
    viewer,
    {
      orderId,
      kind: finish ? 'return_refund' : 'refund_only',
      reason: finish ? '外包装破损，申请退货' : '少发了一盒，申请退款',
      lines: [
        { orderLineId: line.id, quantity: finish ? Math.floor(line.quantity / 2) : 1, traceCodes: 'auto' },
      ],
      photos: [],
    },
    at,
  );
  if (!finish) return;
  const target = (
    action: 'after_sale.approve' | 'after_sale.receive' | 'after_sale.refund',
    summary: string,
  ) => ({
    action,
    entity: 'after_sale',
    entityId: sale.id,
    summary,
  });
  await asStaff(db, staff.service, target('after_sale.approve', '同意售后申请'), (tx) =>
    approveAfterSale(tx, sale.id, addHours(at, 4)),
  );
  await asStaff(db, staff.service, target('after_sale.receive', '确认收到退货'), (tx) =>
    receiveReturn(tx, sale.id),
  );
  await asStaff(db, staff.service, target('after_sale.refund', '售后退款（原路退回）'), (tx) =>
    refundAfterSale(tx, sale.id, addHours(at, 72)),
  );
  await sendAfterSaleRefunds(db, gateway, sale.id);
}
