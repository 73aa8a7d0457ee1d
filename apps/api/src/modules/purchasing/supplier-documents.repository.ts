import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supplierDocuments, uploads } from '../../db/schema';

export type SupplierDocumentInsert = typeof supplierDocuments.$inferInsert;

/** Every document on file with its upload (key, type, original name, purpose). */
export async function findAll(db: Database) {
  return db
    .select({
      doc: supplierDocuments,
      key: uploads.key,
      contentType: uploads.contentType,
      originalName: uploads.originalName,
      purpose: uploads.purpose,
    })
    .from(supplierDocuments)
    .innerJoin(uploads, eq(uploads.id, supplierDocuments.uploadId))
    .orderBy(asc(supplierDocuments.id));
}

export async function findByKind(db: Database, kind: string) {
  const rows = await db
    .select({
      doc: supplierDocuments,
      key: uploads.key,
      contentType: uploads.contentType,
      originalName: uploads.originalName,
      purpose: uploads.purpose,
    })
    .from(supplierDocuments)
    .innerJoin(uploads, eq(uploads.id, supplierDocuments.uploadId))
    .where(eq(supplierDocuments.kind, kind))
    .limit(1);
  return rows[0] ?? null;
}

/** One current document per kind: a new upload replaces the row of its kind. */
export async function upsert(db: Database, values: SupplierDocumentInsert) {
  const [row] = await db
    .insert(supplierDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: supplierDocuments.kind,
      set: {
        title: values.title,
        number: values.number,
        validUntil: values.validUntil,
        uploadId: values.uploadId,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: supplierDocuments.id });
  return row!;
}
