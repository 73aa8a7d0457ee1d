import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, type UploadAnswer, type UploadPurpose } from '@yaocai/contract';
import { sniffFileType } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/http-errors';
import type { FileStorage, StoredFile } from '../../providers/storage';
import * as repo from './upload.repository';

/** Uploads made before registration may be claimed by it for this long. */
export const CLAIM_WINDOW_HOURS = 24;

export const uploadUrl = (key: string) => `/api/upload/${key}`;

export const fileTooLarge = () =>
  new AppError(413, `文件不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB，请压缩后重新上传`, 413, {
    file: [`文件不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`],
  });

/**
 * Stores a file after checking what it really is by its first bytes (JPEG, PNG or PDF only). The row
 * names the uploading member, or none for a visitor (registration claims it later).
 */
export async function saveUpload(
  db: Database,
  storage: FileStorage,
  input: { bytes: Buffer; purpose: UploadPurpose; originalName: string; memberId: number | null },
): Promise<UploadAnswer> {
  if (input.bytes.length === 0) throw invalid('file', '请选择要上传的文件');
  if (input.bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const contentType = sniffFileType(input.bytes.subarray(0, 16));
  if (!contentType) throw invalid('file', '文件格式不支持，请上传 JPG、PNG 图片或 PDF 文件');
  const key = `${input.purpose}/${randomBytes(16).toString('hex')}`;
  await storage.put(key, input.bytes, contentType);
  await repo.insertUpload(db, {
    key,
    memberId: input.memberId,
    purpose: input.purpose,
    contentType,
    size: input.bytes.length,
    originalName: input.originalName.slice(0, 200),
  });
  return { key, url: uploadUrl(key), content_type: contentType, size: input.bytes.length };
}

/** The file, for its own member and for operators; 404 for everyone else (and for unclaimed files). */
export async function readUpload(
  db: Database,
  storage: FileStorage,
  key: string,
  viewerId: number | null,
): Promise<StoredFile> {
  const row = await repo.findUpload(db, key);
  if (!row) throw notFound('文件');
  // Pictures staff upload for the storefront (banners, articles) are shown to every visitor;
  // documents, receipts and buyers' own pictures only to their uploader and staff.
  const storefrontPicture =
    row.purpose === 'image' &&
    row.memberId !== null &&
    (await repo.memberRole(db, row.memberId)) === 'operator';
  const allowed =
    storefrontPicture ||
    (viewerId !== null &&
      ((row.memberId !== null && row.memberId === viewerId) ||
        (await repo.memberRole(db, viewerId)) === 'operator'));
  if (!allowed) throw notFound('文件');
  const file = await storage.get(key);
  if (!file) throw notFound('文件');
  return file;
}

/**
 * Gives a new member the files it uploaded before it existed: only unclaimed uploads younger than
 * CLAIM_WINDOW_HOURS are taken (one claim wins when two race). Returns the keys claimed.
 */
export function claimUploads(tx: Database, keys: string[], memberId: number): Promise<string[]> {
  return repo.claim(tx, [...new Set(keys)], memberId, CLAIM_WINDOW_HOURS);
}

/** Whether the member owns this upload (a document can only show the member's own file). */
export async function ownsUpload(db: Database, key: string, memberId: number) {
  return (await repo.ownedKeys(db, [key], memberId)).length === 1;
}

/** Which of these upload keys hold a PDF (pages show a PDF link instead of a picture). */
export function pdfUploads(db: Database, keys: string[]): Promise<string[]> {
  return repo.keysOfType(db, keys, 'application/pdf');
}

/** The upload row of a key this member made (its id, type and name), or null: staff attach their own uploads. */
export async function ownUploadRow(db: Database, key: string, memberId: number) {
  const row = await repo.findUpload(db, key);
  return row && row.memberId === memberId ? row : null;
}

/** The upload row of a key (its type and name), or null; whoever reads the file decides who may see it. */
export const uploadRow = (db: Database, key: string) => repo.findUpload(db, key);

/** The key inside an upload address (`/api/upload/<purpose>/<hex>`), or null for any other address. */
export function uploadKeyOf(url: string): string | null {
  return /^\/api\/upload\/([a-z]{1,16}\/[a-f0-9]{32})$/.exec(url)?.[1] ?? null;
}
