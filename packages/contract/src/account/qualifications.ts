import { isIdNumber } from '@yaocai/domain';
import { z } from 'zod';
import { dayField, text } from './fields';
import { uploadKeyField } from './uploads';

/** Documents a buyer may keep on file (营业执照, permits, device licences, the agent's 采购委托书). */
export const DOCUMENT_KINDS = [
  '营业执照',
  '药品经营许可证',
  '医疗机构执业许可证',
  '医疗器械经营许可证',
  '第二类医疗器械经营备案凭证',
  '采购委托书',
] as const;

/** Review state of one document; `replaced` is an approved copy superseded by its approved replacement. */
export const documentStatus = z.enum(['pending', 'approved', 'rejected', 'replaced']);
/** Validity by expiry date: 有效, 即将过期 (30 days ahead), 已过期. */
export const documentValidity = z.enum(['valid', 'expiring', 'expired']);

const documentFields = {
  id: z.number().int(),
  kind: z.string(),
  number: z.string(),
  expires_on: z.string(),
  /** Picture of the document (served to its member and staff only). */
  image: z.string(),
  /** 'pdf' when the scan is a PDF (link to it rather than show it as a picture). */
  image_type: z.enum(['image', 'pdf']),
  status: documentStatus,
  status_name: z.string(),
  reject_reason: z.string(),
  days_left: z.number().int(),
  validity: documentValidity,
  validity_name: z.string(),
  scopes: z.array(z.string()),
  agent_name: z.string(),
  /** Masked: 4101**********1234. */
  agent_id_number: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
};

export const qualificationDocument = z.object({
  ...documentFields,
  /** A newer copy of this document waiting for (or refused by) review; this one stays in force meanwhile. */
  replacement: z.object(documentFields).nullable(),
});
export type QualificationDocument = z.infer<typeof qualificationDocument>;

/** GET /api/user/zizhi: the company's documents in force (or awaiting first review) with warnings. */
export const zizhiAnswer = z.object({
  /** Member review: 1 when an operator approved the member. */
  is_passed: z.number().int(),
  list: z.array(qualificationDocument),
  /** e.g. 您的采购委托书将于21天后（2026-12-14）过期，请尽快更新 */
  warnings: z.array(z.string()),
  kinds: z.array(z.string()),
});
export type ZizhiAnswer = z.infer<typeof zizhiAnswer>;

/** GET /api/user/jyfw: approved business scopes, and those asked for and still awaiting review. */
export const jyfwAnswer = z.object({
  approved: z.array(z.string()),
  pending: z.array(z.string()),
});
export type JyfwAnswer = z.infer<typeof jyfwAnswer>;

/** POST /api/user/zizhi: a new or replacement document, sent to review. */
export const zizhiBody = z
  .object(
    {
      kind: z.enum(DOCUMENT_KINDS, { error: '请选择证照类型' }),
      number: text('证照编号', 64),
      expires_on: dayField('有效期至'),
      image: uploadKeyField('证照'),
      agent_name: z.string().trim().max(32, '委托人姓名不能超过32个字符').optional(),
      agent_id_number: z.string().trim().toUpperCase().optional(),
    },
    { error: '请求参数不正确' },
  )
  .superRefine((v, ctx) => {
    if (v.kind !== '采购委托书') return;
    if (!v.agent_name) ctx.addIssue({ code: 'custom', path: ['agent_name'], message: '请输入委托人姓名' });
    if (!v.agent_id_number || !isIdNumber(v.agent_id_number))
      ctx.addIssue({ code: 'custom', path: ['agent_id_number'], message: '委托人身份证号不正确' });
  });
export type ZizhiInput = z.input<typeof zizhiBody>;

export const zizhiSubmitAnswer = z.object({
  id: z.number().int(),
  status: documentStatus,
  replaces_id: z.number().int().nullable(),
});
export type ZizhiSubmitAnswer = z.infer<typeof zizhiSubmitAnswer>;
