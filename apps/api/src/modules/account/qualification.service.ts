import {
  type JyfwAnswer,
  type QualificationDocument,
  type ZizhiAnswer,
  type ZizhiSubmitAnswer,
  DOCUMENT_KINDS,
  zizhiBody,
} from '@yaocai/contract';
import {
  daysBetween,
  documentExpiryWarning,
  formatDate,
  documentsInForce as selectInForce,
  maskIdNumber,
  QUALIFICATION_STATUS_LABELS,
  qualificationStatus,
  toCalendarDate,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import * as repo from './qualification.repository';
import type { QualificationRow } from './qualification.repository';
import { ownsUpload, pdfUploads, uploadUrl } from './upload.service';
import type { Viewer } from '../../shared/viewer';

const STATUS_NAMES = {
  pending: '审核中',
  approved: '已通过',
  rejected: '已驳回',
  replaced: '已更新',
} as const;
type DocStatus = keyof typeof STATUS_NAMES;

const UPLOAD_KEY = /^[a-z]{1,16}\/[a-f0-9]{32}$/;

/** Where the document's picture is: an upload, a picture given inline, or the drawn copy of a seeded one. */
export function documentImage(row: Pick<QualificationRow, 'id' | 'image'>): string {
  if (UPLOAD_KEY.test(row.image)) return uploadUrl(row.image);
  if (row.image !== '') return row.image;
  return `/api/user/zizhi/${row.id}/picture.svg`;
}

export const daysLeft = (expiresOn: string, now: Date) =>
  daysBetween(toCalendarDate(now), toCalendarDate(expiresOn));

function present(
  row: QualificationRow,
  now: Date,
  pdfKeys: ReadonlySet<string>,
): Omit<QualificationDocument, 'replacement'> {
  const validity = qualificationStatus(row.expiresOn, now);
  const status = (row.status in STATUS_NAMES ? row.status : 'pending') as DocStatus;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    expires_on: row.expiresOn,
    image: documentImage(row),
    image_type: pdfKeys.has(row.image) ? 'pdf' : 'image',
    status,
    status_name: STATUS_NAMES[status],
    reject_reason: row.rejectReason,
    days_left: daysLeft(row.expiresOn, now),
    validity,
    validity_name: QUALIFICATION_STATUS_LABELS[validity],
    scopes: row.scopes,
    agent_name: row.agentName,
    agent_id_number: row.agentIdNumber ? maskIdNumber(row.agentIdNumber) : '',
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Per kind (packages/domain documentsInForce): the approved copy in force with its newest later copy
 * awaiting (or refused by) review beside it; a kind never approved shows its newest copy.
 */
export function documentsInForce(
  rows: QualificationRow[],
  now: Date,
  pdfKeys: ReadonlySet<string> = new Set(),
): QualificationDocument[] {
  return selectInForce(rows, DOCUMENT_KINDS).map(({ current, replacement }) => ({
    ...present(current, now, pdfKeys),
    replacement: replacement ? present(replacement, now, pdfKeys) : null,
  }));
}

/** The 30-day (and expired) warnings for approved documents in force. */
export function expiryWarnings(list: QualificationDocument[]): string[] {
  return list
    .filter((d) => d.status === 'approved' && d.validity !== 'valid')
    .map((d) =>
      documentExpiryWarning({
        kind: d.kind,
        expiresOn: d.expires_on,
        daysLeft: d.days_left,
        replacementPending: d.replacement?.status === 'pending',
      }),
    );
}

/** The kinds a company of that type keeps: clinics hold a 医疗机构执业许可证, pharmacies a 药品经营许可证. */
export function kindsFor(companyKind: string): string[] {
  const medical = companyKind === 'clinic' || companyKind === 'health_center';
  return DOCUMENT_KINDS.filter((k) => k !== (medical ? '药品经营许可证' : '医疗机构执业许可证'));
}

/** GET /api/user/zizhi. */
export async function zizhi(db: Database, viewer: Viewer, now = new Date()): Promise<ZizhiAnswer> {
  const [rows, passed, company] = await Promise.all([
    repo.companyDocuments(db, viewer.companyId),
    repo.memberPassed(db, viewer.memberId),
    repo.companyOf(db, viewer.companyId),
  ]);
  const pdfKeys = new Set(
    await pdfUploads(
      db,
      rows.map((r) => r.image).filter((i) => UPLOAD_KEY.test(i)),
    ),
  );
  const list = documentsInForce(rows, now, pdfKeys);
  return { is_passed: passed, list, warnings: expiryWarnings(list), kinds: kindsFor(company?.kind ?? '') };
}

/** Warnings for a company (member centre, checkout preview). */
export async function qualificationWarnings(db: Database, companyId: number, now = new Date()) {
  return expiryWarnings(documentsInForce(await repo.companyDocuments(db, companyId), now));
}

/** GET /api/user/jyfw. */
export async function jyfw(db: Database, viewer: Viewer): Promise<JyfwAnswer> {
  const [company, rows] = await Promise.all([
    repo.companyOf(db, viewer.companyId),
    repo.companyDocuments(db, viewer.companyId),
  ]);
  if (!company) throw notFound('公司');
  const approved = company.businessScopes;
  const asked = [
    ...company.requestedScopes,
    ...rows.filter((r) => r.status === 'pending').flatMap((r) => r.scopes),
  ];
  return { approved, pending: [...new Set(asked)].filter((s) => !approved.includes(s)) };
}

/**
 * POST /api/user/zizhi: a new copy of a document, pending review. It replaces the approved copy of that
 * kind, which stays in force (checkout keeps using it) until an operator approves the new one. One copy
 * per kind waits for review at a time.
 */
export async function submitDocument(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof zizhiBody>,
  now = new Date(),
): Promise<ZizhiSubmitAnswer> {
  if (daysLeft(input.expires_on, now) <= 0) throw invalid('expires_on', '有效期至必须晚于今天');
  if (!(await ownsUpload(db, input.image, viewer.memberId)))
    throw invalid('image', '证照图片无效，请重新上传');
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, viewer.companyId);
    const waiting = await repo.latestOfKind(tx, viewer.companyId, input.kind, 'pending');
    if (waiting) throw conflict(`您的${input.kind}已提交更新，正在审核中，请等待审核结果`);
    const current = await repo.latestOfKind(tx, viewer.companyId, input.kind, 'approved');
    const created = await repo.insertDocument(tx, {
      companyId: viewer.companyId,
      kind: input.kind,
      number: input.number,
      expiresOn: input.expires_on,
      image: input.image,
      status: 'pending',
      scopes: current?.scopes ?? [],
      replacesId: current?.id ?? null,
      agentName: input.kind === '采购委托书' ? (input.agent_name ?? '') : '',
      agentIdNumber: input.kind === '采购委托书' ? (input.agent_id_number ?? '') : '',
    });
    return { id: created.id, status: 'pending', replaces_id: created.replacesId };
  });
}

/**
 * Operator approves a pending document: it comes into force, the copy it replaces (and any other approved
 * copy of that kind) becomes `replaced`, and its scopes are granted to the company.
 */
export async function approveDocument(db: Database, documentId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const doc = await repo.lockDocument(tx, documentId);
    if (!doc) throw notFound('证照');
    if (doc.status !== 'pending') throw conflict('只能审核待审核的证照');
    await repo.setStatus(tx, doc.id, { status: 'approved', rejectReason: '', reviewedAt: now });
    await repo.supersede(tx, doc.companyId, doc.kind, doc.id);
    await repo.grantScopes(tx, doc.companyId, doc.scopes);
    return { id: doc.id, status: 'approved' as const, replaced_id: doc.replacesId };
  });
}

/** Operator refuses a pending document with a reason; an approved copy it would replace stays in force. */
export async function rejectDocument(db: Database, documentId: number, reason: string, now = new Date()) {
  const why = reason.trim();
  if (why === '') throw invalid('reason', '请填写驳回原因');
  if (why.length > 200) throw invalid('reason', '驳回原因不能超过200个字符');
  return db.transaction(async (tx) => {
    const doc = await repo.lockDocument(tx, documentId);
    if (!doc) throw notFound('证照');
    if (doc.status !== 'pending') throw conflict('只能审核待审核的证照');
    await repo.setStatus(tx, doc.id, { status: 'rejected', rejectReason: why, reviewedAt: now });
    return { id: doc.id, status: 'rejected' as const };
  });
}

/** The drawn picture of a document without a scan: its company's members and operators only. */
export async function documentForPicture(db: Database, viewer: Viewer, id: number) {
  const doc = await repo.findDocument(db, id);
  if (!doc) throw notFound('证照');
  if (doc.companyId !== viewer.companyId && (await repo.memberRole(db, viewer.memberId)) !== 'operator')
    throw notFound('证照');
  const company = await repo.companyOf(db, doc.companyId);
  return { doc, company: company! };
}

/**
 * Checkout preview notice: documents in force expiring within 30 days (an expired one is a refusal, not a
 * notice). One notice at most, so the page shows a single warning.
 */
export async function qualificationNotices(db: Database, companyId: number, now = new Date()) {
  const list = documentsInForce(await repo.companyDocuments(db, companyId), now).filter(
    (d) => d.status === 'approved' && d.validity === 'expiring',
  );
  if (list.length === 0) return [];
  const message = `${expiryWarnings(list).join('；')}。过期后将无法下单，请在“资质证件”中及时更新。`;
  return [{ field: 'qualification', message }];
}

const DAY_MS = 86_400_000;
const EXPIRY_NOTICE_DAYS = 30;

/**
 * Documents in force that expire within 30 days and have no replacement waiting for review, per
 * company with the buyers to tell (the expiry reminder messages).
 */
export async function expiringDocuments(db: Database, now = new Date()) {
  const today = formatDate(toCalendarDate(now));
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_NOTICE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const result = [];
  for (const companyId of await repo.companiesWithExpiring(db, today, until)) {
    const documents = documentsInForce(await repo.companyDocuments(db, companyId), now).filter(
      (d) => d.status === 'approved' && d.validity === 'expiring' && d.replacement?.status !== 'pending',
    );
    if (documents.length > 0)
      result.push({ companyId, memberIds: await repo.buyersOf(db, companyId), documents });
  }
  return result;
}
