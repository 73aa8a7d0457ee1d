import { isPhone } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';
import { text } from './fields';
import { registerBody } from './register';
import { storePolicyView } from './store-policy';

/** review_status of a store (or any member): its documents' review by an operator. */
export const reviewStatus = z.enum(['approved', 'pending', 'rejected']);

/** One store of a chain headquarters as /ddgl lists it (GET /api/user/stores). */
export const storeSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  company: z.string(),
  /** Contact person and phone of the store. */
  name: z.string(),
  phone: z.string(),
  region: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  is_passed: z.number().int(),
  review_status: reviewStatus,
  review_status_name: z.string(),
  review_note: z.string(),
  /** Orders of the last 30 days (cancelled ones left out) and what they came to. */
  order_count: z.number().int(),
  order_amount: yuan,
  last_order_at: z.string().nullable(),
  /** Lines in the store's cart. */
  cart: z.number().int(),
  created_at: z.string(),
  /** 连锁采购审批: the store's monthly limit and approval amount, and its purchases this month. */
  policy: storePolicyView,
});
export type StoreSummary = z.infer<typeof storeSummary>;

export const storeListAnswer = z.object({
  /** 1 when the member is a chain headquarters (only they have stores). */
  is_chain: z.number().int(),
  /** The headquarters' approved business scopes, which its new stores ask for. */
  scopes: z.array(z.string()),
  list: z.array(storeSummary),
});
export type StoreListAnswer = z.infer<typeof storeListAnswer>;

export const storeIdParams = z.object({
  id: z.coerce
    .number({ error: '门店编号必须是数字' })
    .int('门店编号必须是整数')
    .positive('门店编号必须大于0')
    .max(2_147_483_647, '门店编号超出范围'),
});

/** Spec §5: mainland mobile, or a landline (0xx-xxxxxxx) for a store's contact phone. */
export const contactPhoneField = z
  .string({ error: '请输入联系电话' })
  .trim()
  .min(1, '请输入联系电话')
  .refine((v) => isPhone(v, { allowLandline: true }), '联系电话格式不正确，请输入11位手机号或区号-座机号');

/** POST /api/user/stores/{id}: a headquarters edits its store's contact and address. */
export const storeUpdateBody = z.object(
  {
    name: text('联系人', 32),
    phone: contactPhoneField,
    address: text('详细地址', 200),
  },
  { error: '请求参数不正确' },
);
export type StoreUpdateInput = z.infer<typeof storeUpdateBody>;

/** GET /api/user/stores/{id}/orders */
export const storeOrdersQuery = z.object({
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(100_000, '页码超出范围')
    .default(1),
});

export const storeOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  status_name: z.string(),
  created_at: z.string(),
  payable_amount: yuan,
  goods_count: z.number().int(),
  total_number: z.number().int(),
  /** The first goods names, e.g. "阿莫西林胶囊、布洛芬缓释胶囊等5种". */
  goods_summary: z.string(),
});
export type StoreOrder = z.infer<typeof storeOrder>;

export const storeOrdersAnswer = z.object({
  store: z.object({ id: z.number().int(), username: z.string(), company: z.string() }),
  list: z.array(storeOrder),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StoreOrdersAnswer = z.infer<typeof storeOrdersAnswer>;

/**
 * POST /api/user/stores: a headquarters opens an account for one of its stores (multi-store
 * registration, /register/dd): the fields of POST /api/user/register that belong to a store — its own
 * login, contact, address, the documents `requiredDocuments` lists for a pharmacy asking for the
 * headquarters' scopes, and the purchasing agent. The store logs in on its own and is reviewed like
 * any registration.
 */
export const storeCreateBody = registerBody.pick({
  username: true,
  password: true,
  phone: true,
  company: true,
  name: true,
  region: true,
  city: true,
  district: true,
  region_code: true,
  address: true,
  documents: true,
  agent_name: true,
  agent_id_number: true,
});
export type StoreCreateInput = z.input<typeof storeCreateBody>;

export const storeCreateAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  company: z.string(),
  review_status: reviewStatus,
});
export type StoreCreateAnswer = z.infer<typeof storeCreateAnswer>;
