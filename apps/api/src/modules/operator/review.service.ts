import {
  type ReviewDecisionAnswer,
  type ReviewDetailAnswer,
  type ReviewsAnswer,
  type ReviewSummary,
  type reviewsQuery,
  COMPANY_KIND_NAMES,
} from '@yaocai/contract';
import { BUSINESS_SCOPES, maskIdNumber } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import { approveDocument, documentImage, rejectDocument } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { notify } from '../service/index';
import { audited } from '../../shared/audit';
import * as repo from './review.repository';
import { recordEvent } from '../integration/index';

const PAGE_SIZE = 20;

const statusOf = (row: repo.ReviewRow): repo.ReviewStatus =>
  row.pendingCount > 0 ? 'pending' : row.isPassed === 1 ? 'approved' : 'rejected';

function summary(row: repo.ReviewRow): ReviewSummary {
  return {
    id: row.id,
    username: row.username,
    company: row.company,
    company_type: COMPANY_KIND_NAMES[row.kind] ?? row.kind,
    region: [row.region, row.city, row.district].filter(Boolean).join(' '),
    contact: row.contact,
    phone: row.phone,
    is_passed: row.isPassed,
    status: statusOf(row),
    pending_count: row.pendingCount,
    submitted_at: new Date(row.pendingSince ?? row.createdAt).toISOString(),
  };
}

export async function reviewList(db: Database, q: z.output<typeof reviewsQuery>): Promise<ReviewsAnswer> {
  const { rows, total } = await repo.reviewPage(
    db,
    { status: q.status, keyword: q.keyword },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  return { list: rows.map(summary), total, page: q.page, page_size: PAGE_SIZE };
}

export async function reviewDetail(db: Database, memberId: number): Promise<ReviewDetailAnswer> {
  const row = await repo.reviewOf(db, memberId);
  if (!row) throw notFound('会员');
  const documents = await repo.documentsOf(db, row.companyId);
  const requested = new Set([
    ...row.requestedScopes,
    ...documents.filter((d) => d.status === 'pending').flatMap((d) => d.scopes),
  ]);
  return {
    ...summary(row),
    address: row.address,
    review_note: row.reviewNote,
    documents: documents
      .filter((d) => d.status !== 'replaced')
      .map((d) => ({
        id: d.id,
        kind: d.kind,
        number: d.number,
        expires_on: d.expiresOn,
        image: documentImage(d),
        status: d.status,
        scopes: d.scopes,
        reject_reason: d.rejectReason,
        agent_name: d.agentName,
        agent_id_number: d.agentIdNumber ? maskIdNumber(d.agentIdNumber) : '',
        replaces_id: d.replacesId,
        created_at: d.createdAt.toISOString(),
      })),
    granted_scopes: row.grantedScopes,
    requested_scopes: [...requested],
    all_scopes: [...BUSINESS_SCOPES],
  };
}

/** What the audit log keeps of a review: the member's standing and its documents' states. */
async function reviewSnapshot(db: Database, memberId: number) {
  const row = await repo.reviewOf(db, memberId);
  if (!row) return null;
  const documents = await repo.documentsOf(db, row.companyId);
  return {
    is_passed: row.isPassed,
    review_note: row.reviewNote,
    business_scopes: row.grantedScopes,
    documents: documents.map((d) => ({ id: d.id, kind: d.kind, status: d.status })),
  };
}

async function lockPending(tx: Database, memberId: number) {
  const row = await repo.reviewOf(tx, memberId, true);
  if (!row) throw notFound('会员');
  const ids = await repo.pendingDocumentIds(tx, row.companyId);
  if (ids.length === 0) throw conflict('该会员没有待审核的资质');
  return { row, ids };
}

function checkScopes(scopes: string[]) {
  const unknown = scopes.find((s) => !BUSINESS_SCOPES.includes(s));
  if (unknown !== undefined) throw invalid('scopes', `经营范围“${unknown}”不存在`);
  return [...new Set(scopes)].sort();
}

/**
 * Every pending document of the member comes into force and the member may see prices and buy. With
 * `scopes` the reviewer decides the company's business scopes; without, it keeps what it held plus
 * what the documents ask for.
 */
export async function approveReview(
  db: Database,
  staff: Viewer,
  memberId: number,
  scopes: string[] | undefined,
): Promise<ReviewDecisionAnswer> {
  const granted = scopes === undefined ? undefined : checkScopes(scopes);
  return audited(
    db,
    staff,
    {
      action: 'review.approve',
      entity: 'member',
      entityId: memberId,
      summary: (r) => `审核通过会员资质（${r.documents}份证照）`,
      snapshot: (tx) => reviewSnapshot(tx, memberId),
    },
    async (tx) => {
      const { row, ids } = await lockPending(tx, memberId);
      for (const id of ids) await approveDocument(tx, id);
      if (granted) await repo.setScopes(tx, row.companyId, granted);
      await repo.setReviewOutcome(tx, memberId, { isPassed: 1, note: '' });
      await notify(tx, memberId, {
        kind: 'qualification',
        title: '资质审核通过',
        content: `您提交的${ids.length}份资质已审核通过，现在可以查看价格并按核定的经营范围采购。`,
        link: '/zzzj',
      });
      await recordEvent(tx, 'member.approved', memberId);
      return { id: memberId, status: 'approved', is_passed: 1, documents: ids.length };
    },
  );
}

/** Every pending document is refused with the reason; a member already approved keeps buying. */
export async function rejectReview(
  db: Database,
  staff: Viewer,
  memberId: number,
  reason: string,
): Promise<ReviewDecisionAnswer> {
  return audited(
    db,
    staff,
    {
      action: 'review.approve',
      entity: 'member',
      entityId: memberId,
      summary: `驳回会员资质：${reason}`,
      snapshot: (tx) => reviewSnapshot(tx, memberId),
    },
    async (tx) => {
      const { row, ids } = await lockPending(tx, memberId);
      for (const id of ids) await rejectDocument(tx, id, reason);
      await repo.setReviewOutcome(tx, memberId, { note: reason });
      await notify(tx, memberId, {
        kind: 'qualification',
        title: '资质审核未通过',
        content: `您提交的资质未通过审核：${reason}。请在“资质证照”中重新上传。`,
        link: '/zzzj',
      });
      return { id: memberId, status: 'rejected', is_passed: row.isPassed, documents: ids.length };
    },
  );
}

export const pendingReviewCount = repo.pendingReviewCount;
