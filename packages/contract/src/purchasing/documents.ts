import { z } from 'zod';
import { dayField } from '../account/fields';

/**
 * 首营资料: the wholesaler's own licences a buyer files before its first purchase from a supplier
 * (GSP), one current file per kind, in the order the pack lists them.
 */
export const SUPPLIER_DOCUMENT_KINDS = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  gsp_certificate: 'GSP证书',
  quality_agreement: '质量保证协议',
  sales_authorisation: '销售人员授权委托书',
} as const;
export type SupplierDocumentKind = keyof typeof SUPPLIER_DOCUMENT_KINDS;
export const SUPPLIER_DOCUMENT_KIND_LIST = Object.keys(SUPPLIER_DOCUMENT_KINDS) as [
  SupplierDocumentKind,
  ...SupplierDocumentKind[],
];

/** The file name the pack of an order downloads as. */
export const documentsPackName = (orderNo: string) => `首营资料-${orderNo}.zip`;

/** GET /api/order/{id}/documents and GET /api/operator/orders/{id}/documents (the pack is a ZIP). */
export const orderDocumentsParams = z.object({
  id: z.coerce
    .number({ error: '订单编号必须是数字' })
    .int('订单编号必须是整数')
    .positive('订单编号必须大于0')
    .max(2_147_483_647, '订单编号超出范围'),
});

/** /api/operator/supplier_documents/{kind} */
export const supplierDocumentParams = z.object({
  kind: z.enum(SUPPLIER_DOCUMENT_KIND_LIST, { error: '资料类型不正确' }),
});

/** One kind of 首营资料 as the console lists it; `file` is null while nothing is on file for the kind. */
export const supplierDocument = z.object({
  kind: z.enum(SUPPLIER_DOCUMENT_KIND_LIST),
  kind_name: z.string(),
  title: z.string(),
  number: z.string(),
  /** YYYY-MM-DD, or null for a document without an expiry (质量保证协议 may have none). */
  valid_until: z.string().nullable(),
  /** 1 when valid_until is before today. */
  expired: z.union([z.literal(0), z.literal(1)]),
  file: z
    .object({
      name: z.string(),
      content_type: z.string(),
      /** Staff open the file here (stored upload, or the generated copy of a seeded document). */
      url: z.string(),
    })
    .nullable(),
  updated_at: z.string().nullable(),
});
export type SupplierDocument = z.infer<typeof supplierDocument>;

/** GET /api/operator/supplier_documents: every kind, in pack order. */
export const supplierDocumentsAnswer = z.array(supplierDocument);

const optionalDay = (what: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), dayField(what).optional());

/**
 * POST /api/operator/supplier_documents/{kind}: upload or replace one kind. `file` is the key of a
 * POST /api/upload (JPG, PNG or PDF) by this staff member; left out, the current file stays.
 */
export const supplierDocumentBody = z.object(
  {
    title: z
      .string({ error: '请填写资料名称' })
      .trim()
      .min(1, '请填写资料名称')
      .max(100, '资料名称不能超过100个字'),
    number: z
      .string({ error: '证号格式不正确' })
      .trim()
      .max(64, '证号不能超过64个字符')
      .regex(/^[^\s<>"']*$/, '证号不能包含空格或引号')
      .default(''),
    valid_until: optionalDay('有效期至'),
    file: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string({ error: '资料文件无效，请重新上传' })
        .regex(/^[a-z]{1,16}\/[a-f0-9]{32}$/, '资料文件无效，请重新上传')
        .optional(),
    ),
  },
  { error: '请求参数不正确' },
);
export type SupplierDocumentBody = z.input<typeof supplierDocumentBody>;
