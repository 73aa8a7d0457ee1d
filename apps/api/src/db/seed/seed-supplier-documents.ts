import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { members, supplierDocuments, uploads } from '../schema';
import { isoOfDay } from './dates';

/** The wholesaler's 首营资料 as the demo site starts with them (numbers match the footer's licences). */
const DOCUMENTS = [
  { kind: 'business_licence', title: '营业执照', number: '91110105MA01R8XK6C', years: 20 },
  { kind: 'drug_licence', title: '药品经营许可证', number: '京AA0100826', years: 4 },
  { kind: 'gsp_certificate', title: '药品经营质量管理规范认证证书', number: 'A-BJ-24-0186', years: 3 },
  { kind: 'quality_agreement', title: '药品质量保证协议', number: 'ZLXY-2026-0001', years: 1 },
  { kind: 'sales_authorisation', title: '销售人员授权委托书', number: 'SQWT-2026-0012', years: 1 },
] as const;

/**
 * One document per kind, each on an upload of the `generated` purpose uploaded by operator01: the seed
 * cannot reach the file store, so the file is drawn from the row on first use and stored then
 * (modules/purchasing/supplier-documents.service.ts). Keys are fixed per kind, like the rest of the seed.
 */
export async function seedSupplierDocuments(db: Database, now: Date) {
  const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'operator01'));
  const today = Math.floor(now.getTime() / 86_400_000);
  for (const d of DOCUMENTS) {
    const hex = createHash('md5').update(`supplier-document:${d.kind}`).digest('hex');
    const [upload] = await db
      .insert(uploads)
      .values({
        key: `generated/${hex}`,
        memberId: admin?.id ?? null,
        purpose: 'generated',
        contentType: 'application/pdf',
        size: 0,
        originalName: `${d.title}.pdf`,
      })
      .returning({ id: uploads.id });
    await db.insert(supplierDocuments).values({
      kind: d.kind,
      title: d.title,
      number: d.number,
      validUntil: isoOfDay(today + d.years * 365),
      uploadId: upload!.id,
    });
  }
}
