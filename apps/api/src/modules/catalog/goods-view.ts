import {
  activityPriceRunning,
  formatYuan,
  goodsTags,
  nearExpiryCutoff,
  priceVisibility,
  storewideLabel,
  storewidePrice,
  storewideRuleFor,
  type StorewideRule,
} from '@yaocai/domain';
import type { Viewer } from '../../shared/viewer';
import { buyability } from './goods-access';
import type { GoodsCardRow, GoodsExtras, GoodsRow } from './goods.repository';

/** The goods fields of spec §3 plus what a pharmacy buyer reads before buying (DOMAIN.md "Goods"). */
export interface GoodsView {
  id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  base_price: string | null;
  price_tip: string | null;
  is_buy: 0 | 1;
  buy_tip: string | null;
  number: number;
  is_youx: number;
  type: number;
  ladder_price: { number: number; price: string }[];
  ladder_price_type: number;
  is_free_shipping: number;
  free_shipping_number: number;
  tags: { name: string }[];
  goods_image: string[];
  approval_number: string;
  dosage_form: string;
  middle_pack: number;
  can_split: 0 | 1;
  piece_pack: number;
  quote_min: number;
  expires_on: string | null;
  batch_no: string | null;
  retail_price: string | null;
  kind: string;
  origin: string;
  device_class: string;
  scope_class: string;
  is_controlled: 0 | 1;
  sales: number;
  trade_name: string;
  manufacturer_id: number;
  category_id: number;
  brand_id: number | null;
  /** The batch on sale has less than NEAR_EXPIRY_MONTHS of shelf life left. */
  near_expiry: 0 | 1;
  /** 供货价 at the running 全场折扣 (what one unit costs without a ladder tier); null without one or hidden. */
  discount_price: string | null;
  /** The 全场折扣 the goods takes part in at this moment (docs/promotions.md). */
  discount: { id: number; name: string; label: string; rate_permille: number; ends_at: string } | null;
}

/**
 * The running 全场折扣 of a goods, if it takes part (no ladder, no running 秒杀 / 特价, not excluded):
 * the goods views and the cart's pricing both ask here, so the price shown is the price charged.
 */
export function storewideOf(
  row: Pick<GoodsRow, 'id' | 'categoryId'>,
  extras: GoodsExtras,
  now: Date,
): StorewideRule | null {
  return storewideRuleFor(
    extras.storewide,
    {
      id: row.id,
      categoryId: row.categoryId,
      hasLadder: (extras.ladders.get(row.id)?.length ?? 0) > 0,
      onActivity: activityPriceRunning(extras.promotions.get(row.id), now),
    },
    now,
  );
}

/** `nearExpiryBefore`: nearExpiryCutoff(now), which a list works out once rather than per goods. */
export function toGoodsView(
  row: GoodsCardRow,
  extras: GoodsExtras,
  viewer: Viewer | null,
  now: Date = new Date(),
  nearExpiryBefore: string = nearExpiryCutoff(now),
): GoodsView {
  const visible = priceVisibility({ loggedIn: viewer !== null, isPassed: viewer?.isPassed ?? false });
  const stock = extras.stock.get(row.id);
  const buy = buyability(row, viewer, stock?.total ?? 0);
  const price = (fen: number) => (visible.visible ? formatYuan(fen) : null);
  const storewide = storewideOf(row, extras, now);
  const label = storewide && storewideLabel(storewide.ratePermille);
  return {
    id: row.id,
    name: row.name,
    sccj: row.manufacturer,
    ypgg: row.spec,
    bzdw: row.unit,
    base_price: price(row.basePrice),
    price_tip: visible.reason,
    is_buy: buy.isBuy ? 1 : 0,
    buy_tip: buy.reason,
    number: stock?.total ?? 0,
    is_youx: row.isYoux,
    type: row.type,
    ladder_price: visible.visible
      ? (extras.ladders.get(row.id) ?? []).map((t) => ({ number: t.number, price: formatYuan(t.price) }))
      : [],
    ladder_price_type: row.ladderPriceType,
    is_free_shipping: row.isFreeShipping,
    free_shipping_number: row.freeShippingNumber,
    tags: [
      ...goodsTags(
        {
          isYoux: row.isYoux === 1,
          createdAt: row.createdAt,
          promotions: extras.promotions.get(row.id) ?? [],
        },
        now,
      ),
      ...(label ? [label] : []),
    ].map((name) => ({ name })),
    goods_image: extras.images.get(row.id) ?? [],
    approval_number: row.approvalNumber,
    dosage_form: row.dosageForm,
    quote_min: row.quoteThreshold * Math.max(1, row.middlePack),
    middle_pack: row.middlePack,
    can_split: row.canSplit ? 1 : 0,
    piece_pack: row.piecePack,
    expires_on: stock?.expiresOn ?? null,
    batch_no: stock?.batchNo ?? null,
    retail_price: price(row.retailPrice),
    kind: row.kind,
    origin: row.origin,
    device_class: row.deviceClass,
    scope_class: row.scopeClass,
    is_controlled: row.isControlled ? 1 : 0,
    sales: row.sales,
    trade_name: row.tradeName,
    manufacturer_id: row.manufacturerId,
    category_id: row.categoryId,
    brand_id: row.brandId,
    // ISO dates compare as strings; this is isNearExpiry(expiresOn, today).
    near_expiry: stock && stock.expiresOn < nearExpiryBefore ? 1 : 0,
    discount_price: storewide ? price(storewidePrice(row.basePrice, storewide.ratePermille)) : null,
    discount:
      storewide && label
        ? {
            id: storewide.id,
            name: storewide.name,
            label,
            rate_permille: storewide.ratePermille,
            ends_at: storewide.endsAt.toISOString(),
          }
        : null,
  };
}
