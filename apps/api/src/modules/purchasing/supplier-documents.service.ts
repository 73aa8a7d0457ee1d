import {
  SUPPLIER_DOCUMENT_KIND_LIST,
  SUPPLIER_DOCUMENT_KINDS,
  type SupplierDocument,
  type SupplierDocumentKind,
  type supplierDocumentBody,
} from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { shanghaiDateTime } from '../../lib/shanghai-day';
import type { FileStorage, StoredFile } from '../../providers/storage';
import { ownUploadRow } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { loadSiteConfig } from '../content/index';
import { renderLicencePdf } from './licence-pdf';
import * as repo from './supplier-documents.repository';

/**
 * Uploads of this purpose hold no bytes until first read: the seed cannot reach the file store (tests
 * keep files in memory, the seed runs before the app exists), so a seeded document's copy is drawn from
 * its row on first use and stored then.
 */
export const GENERATED_PURPOSE = 'generated';

const shanghaiToday = (at: Date) => shanghaiDateTime(at).slice(0, 10);

type Row = NonNullable<Awaited<ReturnType<typeof repo.findByKind>>>;

export const fileUrlOf = (kind: string) => `/api/operator/supplier_documents/${kind}/file`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
export const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';

function view(kind: SupplierDocumentKind, row: Row | undefined, today: string): SupplierDocument {
  const kindName = SUPPLIER_DOCUMENT_KINDS[kind];
  if (!row) {
    return {
      kind,
      kind_name: kindName,
      title: kindName,
      number: '',
      valid_until: null,
      expired: 0,
      file: null,
      updated_at: null,
    };
  }
  const { doc } = row;
  return {
    kind,
    kind_name: kindName,
    title: doc.title,
    number: doc.number,
    valid_until: doc.validUntil,
    expired: doc.validUntil !== null && doc.validUntil < today ? 1 : 0,
    file: {
      name: `${kindName}.${extensionOf(row.contentType)}`,
      content_type: row.contentType,
      url: fileUrlOf(kind),
    },
    updated_at: doc.updatedAt.toISOString(),
  };
}

/** Every kind in pack order, with what is on file for it. */
export async function listSupplierDocuments(db: Database, now = new Date()): Promise<SupplierDocument[]> {
  const rows = await repo.findAll(db);
  const today = shanghaiToday(now);
  return SUPPLIER_DOCUMENT_KIND_LIST.map((kind) =>
    view(
      kind,
      rows.find((r) => r.doc.kind === kind),
      today,
    ),
  );
}

export const supplierDocumentSnapshot = async (db: Database, kind: SupplierDocumentKind) =>
  (await repo.findByKind(db, kind))?.doc ?? null;

/** Uploads or replaces one kind; the file must be an upload of this staff member. */
export async function saveSupplierDocument(
  db: Database,
  staff: Viewer,
  kind: SupplierDocumentKind,
  body: z.output<typeof supplierDocumentBody>,
  now = new Date(),
) {
  if (body.valid_until && body.valid_until < shanghaiToday(now))
    throw invalid('valid_until', '有效期已过，请上传在有效期内的资料');
  const current = await repo.findByKind(db, kind);
  let uploadId = current?.doc.uploadId;
  if (body.file) {
    const upload = await ownUploadRow(db, body.file, staff.memberId);
    if (!upload) throw invalid('file', '资料文件无效，请重新上传');
    uploadId = upload.id;
  }
  if (uploadId === undefined) throw invalid('file', '请上传资料文件');
  return repo.upsert(db, {
    kind,
    title: body.title,
    number: body.number,
    validUntil: body.valid_until ?? null,
    uploadId,
  });
}

/** The file of a document on record: the stored upload, or a seeded document's copy (stored on first use). */
export async function documentFile(db: Database, storage: FileStorage, row: Row): Promise<StoredFile> {
  const stored = await storage.get(row.key);
  if (stored) return stored;
  if (row.purpose !== GENERATED_PURPOSE)
    throw new Error(`supplier document ${row.doc.kind}: file ${row.key} is missing`);
  const config = await loadSiteConfig(db);
  const bytes = await renderLicencePdf({
    kind: row.doc.kind,
    kindName: SUPPLIER_DOCUMENT_KINDS[row.doc.kind as SupplierDocumentKind] ?? row.doc.title,
    title: row.doc.title,
    number: row.doc.number,
    validUntil: row.doc.validUntil,
    holder: config.seller_name || config.company || '药采网',
    address: config.address ?? '',
  });
  await storage.put(row.key, bytes, 'application/pdf');
  return { bytes, contentType: 'application/pdf' };
}

/** GET …/supplier_documents/{kind}/file for staff. */
export async function supplierDocumentFile(db: Database, storage: FileStorage, kind: SupplierDocumentKind) {
  const row = await repo.findByKind(db, kind);
  if (!row) throw notFound('资料');
  return { ...(await documentFile(db, storage, row)), name: view(kind, row, '').file!.name };
}

/** Every document on record with its file, in pack order (kinds without a document are left out). */
export async function documentsForPack(db: Database, storage: FileStorage) {
  const rows = await repo.findAll(db);
  const result = [];
  for (const kind of SUPPLIER_DOCUMENT_KIND_LIST) {
    const row = rows.find((r) => r.doc.kind === kind);
    if (!row) continue;
    result.push({
      kind,
      kindName: SUPPLIER_DOCUMENT_KINDS[kind],
      title: row.doc.title,
      number: row.doc.number,
      validUntil: row.doc.validUntil,
      file: await documentFile(db, storage, row),
    });
  }
  return result;
}
