import { z } from 'zod';
import { text } from './fields';
import { contactPhoneField } from './stores';

/** The most delivery addresses one member keeps. */
export const MAX_ADDRESSES = 20;

/** One delivery address (GET /api/address/list). */
export const addressItem = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** Division code of the district (or city); '' for an address saved before codes were kept. */
  region_code: z.string(),
  detail: z.string(),
  full_address: z.string(),
  is_default: z.number().int(),
});
export type AddressItem = z.infer<typeof addressItem>;

export const addressListAnswer = z.object({
  list: z.array(addressItem),
  max: z.number().int(),
});
export type AddressListAnswer = z.infer<typeof addressListAnswer>;

export const addressIdParams = z.object({
  id: z.coerce
    .number({ error: '地址编号必须是数字' })
    .int('地址编号必须是整数')
    .positive('地址编号必须大于0')
    .max(2_147_483_647, '地址编号超出范围'),
});

/**
 * POST /api/address (add) and POST /api/address/{id} (edit). The region is the cascader's deepest
 * code; the server reads province, city and district from it.
 */
export const addressBody = z.object(
  {
    consignee: text('收货人', 32),
    phone: contactPhoneField,
    region_code: z
      .string({ error: '请选择所在地区' })
      .trim()
      .min(1, '请选择所在地区')
      .regex(/^\d{4}(\d{2})?$/, '请选择到区县的所在地区'),
    detail: z
      .string({ error: '请输入详细地址' })
      .trim()
      .min(1, { message: '请输入详细地址', abort: true })
      .min(4, '详细地址至少4个字，请写明街道门牌')
      .max(200, '详细地址不能超过200个字符'),
    is_default: z.coerce
      .number({ error: '默认地址标记不正确' })
      .int('默认地址标记不正确')
      .min(0, '默认地址标记不正确')
      .max(1, '默认地址标记不正确')
      .default(0),
  },
  { error: '请求参数不正确' },
);
export type AddressInput = z.input<typeof addressBody>;

export const addressSavedAnswer = addressItem;
