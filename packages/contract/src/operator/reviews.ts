import { asList } from '../form-list';
import { z } from 'zod';
import { keywordField, pageOf, pageQueryField, reasonField } from './fields';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REVIEW_STATUS_LABELS: Record<(typeof REVIEW_STATUSES)[number], string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

/** GET /api/operator/reviews: members whose documents wait for review (or were decided). */
export const reviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES, { error: '审核状态不正确' }).default('pending'),
  keyword: keywordField,
  page: pageQueryField,
});
export type ReviewsQuery = z.input<typeof reviewsQuery>;

export const reviewSummary = z.object({
  /** The member under review (reviews are per member: all its pending documents together). */
  id: z.number().int(),
  username: z.string(),
  company: z.string(),
  company_type: z.string(),
  region: z.string(),
  contact: z.string(),
  phone: z.string(),
  is_passed: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  /** Documents waiting for review (a new member's set, or a replacement). */
  pending_count: z.number().int(),
  submitted_at: z.string(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewsAnswer = pageOf(reviewSummary);
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

export const reviewDocument = z.object({
  id: z.number().int(),
  kind: z.string(),
  number: z.string(),
  expires_on: z.string(),
  /** URL of the scan (or of the drawn picture when none was uploaded). */
  image: z.string(),
  status: z.string(),
  scopes: z.array(z.string()),
  reject_reason: z.string(),
  agent_name: z.string(),
  /** Masked: the reviewer checks it against the scan, not against a copy. */
  agent_id_number: z.string(),
  replaces_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

/** GET /api/operator/reviews/{id} */
export const reviewDetailAnswer = reviewSummary.extend({
  address: z.string(),
  review_note: z.string(),
  documents: z.array(reviewDocument),
  /** Scopes the company holds now, and those its pending documents ask for. */
  granted_scopes: z.array(z.string()),
  requested_scopes: z.array(z.string()),
  /** Every business scope a reviewer may grant. */
  all_scopes: z.array(z.string()),
});
export type ReviewDetailAnswer = z.infer<typeof reviewDetailAnswer>;

const scopeList = z.preprocess(
  asList,
  z.array(z.string({ error: '经营范围不正确' }), { error: '经营范围不正确' }).max(30, '经营范围不正确'),
);

/**
 * POST /api/operator/reviews/{id}/approve: every pending document of the member comes into force,
 * the member may see prices and buy, and the company holds exactly `scopes` (when given) or what it
 * held plus what the documents ask for.
 */
export const reviewApproveBody = z
  .object({ scopes: scopeList.optional() }, { error: '请求参数不正确' })
  .default({ scopes: undefined });
export type ReviewApproveInput = z.input<typeof reviewApproveBody>;

/** POST /api/operator/reviews/{id}/reject: every pending document is refused with the reason. */
export const reviewRejectBody = z.object({ reason: reasonField('驳回原因') }, { error: '请求参数不正确' });
export type ReviewRejectInput = z.input<typeof reviewRejectBody>;

export const reviewDecisionAnswer = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  is_passed: z.number().int(),
  documents: z.number().int(),
});
export type ReviewDecisionAnswer = z.infer<typeof reviewDecisionAnswer>;
