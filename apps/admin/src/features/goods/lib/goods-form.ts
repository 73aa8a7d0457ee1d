import type { GoodsCategories, GoodsInput, OperatorGoodsDetail } from '@yaocai/contract';
import {
  isLadderDisplay,
  LADDER_DISPLAY,
  SCOPES_BY_KIND,
  type GoodsKindCode,
  type LadderDisplay,
} from '@yaocai/domain';
import { isGoodsKind } from './goods-labels';

/** The edit form's values: switches hold booleans, prices the yuan text as typed. */
export interface GoodsFormValues {
  kind: GoodsKindCode;
  name: string;
  trade_name: string;
  spec: string;
  unit: string;
  dosage_form: string;
  approval_number: string;
  /** 69 码 (EAN-13), '' when none. */
  barcode: string;
  manufacturer: string;
  category_id?: number;
  scope_class?: string;
  middle_pack: number | null;
  piece_pack: number | null;
  quote_threshold: number | null;
  can_split: boolean;
  base_price: string;
  retail_price: string;
  type: boolean;
  origin: string;
  device_class: string;
  instructions: string;
  on_sale: boolean;
  /** 阶梯价 tiers as typed: from `number` units on, `price` yuan each. */
  ladders: { number: number | null; price: string }[];
  ladder_price_type: LadderDisplay;
  is_controlled: boolean;
  controlled_regions: string[];
  controlled_groups: string[];
  /** 药品追溯码: units carry codes; 药品标识码; 中包装 codes and their ratio; 厂家自编码 accepted. */
  trace_required: boolean;
  trace_prefix: string;
  trace_pack_prefix: string;
  trace_pack_ratio: number | null;
  trace_own_codes: boolean;
  /** 冷链 and its range in °C (one decimal); stored by the API in tenths. */
  cold_chain: boolean;
  cold_min: number | null;
  cold_max: number | null;
}

export const NEW_GOODS: GoodsFormValues = {
  kind: 'drug',
  name: '',
  trade_name: '',
  spec: '',
  unit: '盒',
  dosage_form: '',
  approval_number: '',
  barcode: '',
  manufacturer: '',
  middle_pack: 1,
  piece_pack: null,
  quote_threshold: 10,
  can_split: true,
  base_price: '',
  retail_price: '',
  type: false,
  origin: '',
  device_class: '',
  instructions: '',
  on_sale: true,
  ladders: [],
  ladder_price_type: LADDER_DISPLAY.UNIT_PRICE,
  is_controlled: false,
  controlled_regions: [],
  controlled_groups: [],
  trace_required: true,
  trace_prefix: '',
  trace_pack_prefix: '',
  trace_pack_ratio: 0,
  trace_own_codes: false,
  cold_chain: false,
  cold_min: null,
  cold_max: null,
};

/** The form's switches: 0 / 1 in the API, booleans in the form. */
const SWITCHES = [
  'can_split',
  'type',
  'on_sale',
  'is_controlled',
  'trace_required',
  'trace_own_codes',
  'cold_chain',
] as const satisfies readonly (keyof GoodsFormValues & keyof GoodsInput)[];
type Switch = (typeof SWITCHES)[number];

export function toFormValues(goods: OperatorGoodsDetail): GoodsFormValues {
  return {
    ...(Object.fromEntries(SWITCHES.map((key) => [key, goods[key] === 1])) as Record<Switch, boolean>),
    kind: isGoodsKind(goods.kind) ? goods.kind : 'drug',
    name: goods.name,
    trade_name: goods.trade_name,
    spec: goods.spec,
    unit: goods.unit,
    dosage_form: goods.dosage_form,
    approval_number: goods.approval_number,
    barcode: goods.barcode,
    manufacturer: goods.manufacturer,
    category_id: goods.category_id,
    scope_class: goods.scope_class,
    middle_pack: goods.middle_pack,
    piece_pack: goods.piece_pack,
    quote_threshold: goods.quote_threshold,
    base_price: goods.base_price,
    retail_price: goods.retail_price,
    origin: goods.origin,
    device_class: goods.device_class,
    instructions: goods.instructions,
    ladders: goods.ladders.map((tier) => ({ number: tier.number, price: tier.price })),
    ladder_price_type: isLadderDisplay(goods.ladder_price_type)
      ? goods.ladder_price_type
      : LADDER_DISPLAY.UNIT_PRICE,
    controlled_regions: goods.controlled_regions,
    controlled_groups: goods.controlled_groups,
    trace_prefix: goods.trace_prefix,
    trace_pack_prefix: goods.trace_pack_prefix,
    trace_pack_ratio: goods.trace_pack_ratio,
    cold_min: goods.cold_min,
    cold_max: goods.cold_max,
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

/** The whole form as POST /api/operator/goods(/{id}) takes it. */
export function toGoodsInput(values: GoodsFormValues): GoodsInput {
  return {
    ...(Object.fromEntries(SWITCHES.map((key) => [key, values[key] ? 1 : 0])) as Record<Switch, 0 | 1>),
    kind: values.kind,
    name: text(values.name),
    trade_name: text(values.trade_name),
    spec: text(values.spec),
    unit: text(values.unit),
    dosage_form: text(values.dosage_form),
    approval_number: text(values.approval_number),
    barcode: text(values.barcode),
    manufacturer: text(values.manufacturer),
    category_id: values.category_id,
    scope_class: text(values.scope_class),
    middle_pack: values.middle_pack,
    piece_pack: values.piece_pack,
    quote_threshold: values.quote_threshold ?? 10,
    base_price: text(values.base_price),
    retail_price: text(values.retail_price),
    origin: text(values.origin),
    device_class: text(values.device_class),
    instructions: values.instructions ?? '',
    ladders: (values.ladders ?? []).map((tier) => ({ number: tier.number, price: text(tier.price) })),
    ladder_price_type: values.ladder_price_type ?? LADDER_DISPLAY.UNIT_PRICE,
    // The API keeps the lists only while 控销 is on.
    controlled_regions: values.is_controlled ? (values.controlled_regions ?? []) : [],
    controlled_groups: values.is_controlled ? (values.controlled_groups ?? []) : [],
    trace_prefix: text(values.trace_prefix),
    trace_pack_prefix: text(values.trace_pack_prefix),
    trace_pack_ratio: values.trace_pack_prefix ? (values.trace_pack_ratio ?? 0) : 0,
    // A bound left empty is the API's default (2–8 °C).
    cold_min: values.cold_min ?? '',
    cold_max: values.cold_max ?? '',
  };
}

/**
 * What else changes when the 商品类型 changes: a category or scope of another kind is cleared (or the
 * kind's only scope chosen), and the fields the new kind does not have are emptied.
 */
export function afterKindChange(
  values: Pick<GoodsFormValues, 'category_id' | 'scope_class'>,
  kind: GoodsKindCode,
  categories: GoodsCategories,
): Partial<GoodsFormValues> {
  const scopes = SCOPES_BY_KIND[kind];
  const category = categories.find((c) => c.id === values.category_id);
  const keepScope = values.scope_class !== undefined && scopes.includes(values.scope_class);
  return {
    category_id: category?.kind === kind ? values.category_id : undefined,
    scope_class: keepScope ? values.scope_class : scopes.length === 1 ? scopes[0] : undefined,
    ...(kind === 'herbal' ? {} : { origin: '' }),
    ...(kind === 'device' ? {} : { device_class: '' }),
    ...(kind === 'drug' ? {} : { type: false }),
    // Drugs carry 追溯码 by default, devices and 中药饮片 not (the switch may still be turned on).
    trace_required: kind === 'drug',
  };
}

export interface CategoryNode {
  value: number | string;
  title: string;
  /** What the field shows once chosen: the path under the shared root ("感冒发热 / 感冒用药"). */
  label: string;
  selectable?: boolean;
  children?: CategoryNode[];
}

/**
 * The kind's leaf categories as a tree for a TreeSelect, from their paths ("中西成药 / 感冒发热 /
 * 解热镇痛"): only leaves are selectable, and the names all of them start with are left out.
 */
export function categoryTree(categories: GoodsCategories, kind: string): CategoryNode[] {
  const mine = categories.filter((c) => c.kind === kind);
  const paths = mine.map((c) => c.path.split(' / '));
  let shared = 0;
  while (paths.length > 0 && paths.every((p) => p.length - 1 > shared && p[shared] === paths[0][shared])) {
    shared++;
  }
  const roots: CategoryNode[] = [];
  mine.forEach((category, i) => {
    const names = paths[i].slice(shared);
    let level = roots;
    names.slice(0, -1).forEach((name, index) => {
      const value = `group:${names.slice(0, index + 1).join('/')}`;
      let node = level.find((n) => n.value === value);
      if (!node) {
        node = { value, title: name, label: name, selectable: false, children: [] };
        level.push(node);
      }
      level = node.children!;
    });
    level.push({ value: category.id, title: category.name, label: names.join(' / ') });
  });
  return roots;
}
