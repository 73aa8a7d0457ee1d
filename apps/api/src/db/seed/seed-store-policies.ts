import { eq } from 'drizzle-orm';
import { savePolicy } from '../../modules/account/index';
import { addToCart } from '../../modules/cart/index';
import { findGoodsRows } from '../../modules/catalog/index';
import { checkoutPreview, createOrder } from '../../modules/checkout/index';
import { AppError } from '../../lib/http-errors';
import type { Database } from '../client';
import { cartItems, members } from '../schema';
import { findViewerByUsername } from '../../shared/viewer';
import { addHours } from './dates';

/** 连锁采购审批 of the demo chain: orders over ¥2,000 wait for liansuo01; ¥50,000 a month per store. */
export const DEMO_STORE_POLICY = { approvalOver: 200_000, monthlyLimit: 5_000_000 };
/** The store whose big order waits for the headquarters in the demo. */
const PENDING_STORE = 'liansuo01-3';

/**
 * Gives liansuo01's stores their purchasing rules and places one order above the approval amount
 * for liansuo01-1 through the real order service, so /ddsp has an order to decide.
 */
export async function seedStorePolicies(
  db: Database,
  now: Date,
  drugs: { id: number; base_price: number }[],
): Promise<number> {
  const [hq] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'liansuo01'));
  if (!hq) return 0;
  const stores = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.parentId, hq.id))
    .orderBy(members.id);
  for (const member of stores) await savePolicy(db, member.id, DEMO_STORE_POLICY, addHours(now, -48));
  const viewer = await findViewerByUsername(db, PENDING_STORE);
  if (viewer?.parentId !== hq.id) return stores.length;
  const at = addHours(now, -5);
  try {
    // Two goods bought in a quantity worth about ¥1,300 each: above the ¥2,000 approval amount.
    const rows = await findGoodsRows(
      db,
      drugs.slice(20, 22).map((g) => g.id),
    );
    const items = rows.map((g) => {
      const pack = Math.max(1, g.middlePack);
      const units = Math.min(400, Math.ceil(130_000 / Math.max(1, g.basePrice)));
      return { goodsId: g.id, number: Math.ceil(units / pack) * pack, type: 0, ckId: 0, price: null };
    });
    const added = await addToCart(db, viewer, items, at);
    const ids = added.lines.map((l) => l.id);
    const preview = await checkoutPreview(db, viewer, ids, {}, [], at);
    const address = preview.addresses[0];
    if (address) {
      await createOrder(
        db,
        viewer,
        {
          ids,
          addressId: address.id,
          invoiceType: 1,
          remark: '门店月度补货',
          idempotencyKey: 'seed-approval-1',
        },
        at,
      );
    }
  } catch (error) {
    // A catalogue that cannot serve this order (stock, scope, pack size) only means no demo order.
    if (!(error instanceof AppError)) throw error;
    await db.delete(cartItems).where(eq(cartItems.memberId, viewer.memberId));
  }
  return stores.length;
}
