import { documentsPackName, TRACE_CODE_COLUMNS } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { reportSvg } from '../../db/seed/images';
import { invalid, notFound } from '../../lib/http-errors';
import { writeSheet } from '../../lib/spreadsheet';
import type { FileStorage } from '../../providers/storage';
import { uploadKeyOf, uploadRow } from '../account/index';
import { loadSiteConfig } from '../content/index';
import * as repo from './documents-pack.repository';
import { renderPackIndexPdf } from './index-pdf';
import { documentsForPack, extensionOf } from './supplier-documents.service';
import type { ZipEntry } from './zip-stream';

/**
 * 首营资料 pack of a shipped order: the supplier's licences, one 药检报告 per shipped batch (the
 * uploaded report, else the generated one the storefront shows) and 资料清单.pdf tying lines to files.
 */

export interface DocumentsPack {
  fileName: string;
  asciiName: string;
  shippedAt: Date;
  entries: ZipEntry[];
}

export const INDEX_FILE = '资料清单.pdf';
export const TRACE_FILE = '追溯码清单.csv';
const DOCUMENTS_FOLDER = '企业资质';
const REPORTS_FOLDER = '药检报告';

/** A goods name as a file name: no path separators or characters Windows refuses. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);

type Batch = Awaited<ReturnType<typeof repo.findBatches>>[number];

/** Where each batch's report comes from and the name it has in the pack. */
async function reportEntries(db: Database, storage: FileStorage, batches: Batch[]) {
  const names = new Set<string>();
  const entries = new Map<number, ZipEntry>();
  for (const batch of batches) {
    const key = uploadKeyOf(batch.qualityReportUrl);
    const upload = key ? await uploadRow(db, key) : null;
    const ext = upload ? extensionOf(upload.contentType) : 'svg';
    let name = `${REPORTS_FOLDER}/${batch.batchNo}-${safeName(batch.name)}.${ext}`;
    if (names.has(name)) name = name.replace(/\.(\w+)$/, `-${batch.id}.$1`);
    names.add(name);
    entries.set(
      batch.id,
      upload
        ? {
            name,
            read: async () => {
              const file = await storage.get(upload.key);
              if (!file) throw new Error(`quality report ${upload.key} of batch ${batch.id} is missing`);
              return file.bytes;
            },
          }
        : {
            name,
            deflate: true,
            read: async () => Buffer.from(reportSvg({ ...batch, seed: batch.id })),
          },
    );
  }
  return entries;
}

/** 追溯码清单.csv: the order's 药品追溯码, one row per code (none for an order of 无码 goods). */
function traceEntry(codes: Awaited<ReturnType<typeof repo.findTraceCodes>>): ZipEntry[] {
  if (codes.length === 0) return [];
  const rows = codes.map((c) => [c.goodsName, c.spec, c.approvalNumber, c.batchNo, c.expiresOn, c.code]);
  return [{ name: TRACE_FILE, deflate: true, read: async () => writeSheet(TRACE_CODE_COLUMNS, rows, 'csv') }];
}

/**
 * Everything the pack needs, checked before a byte is sent: the member's own order (another's is 404;
 * staff pass no memberId), shipped (else 422), with its documents and report files named.
 */
export async function documentsPack(
  db: Database,
  storage: FileStorage,
  orderId: number,
  memberId?: number,
  now = new Date(),
): Promise<DocumentsPack> {
  const order = await repo.findOrder(db, orderId, memberId);
  if (!order) throw notFound('订单');
  if (!order.shippedAt) throw invalid('id', '订单发货后才能下载首营资料');
  const shippedAt = order.shippedAt;
  const [lines, config, documents, codes] = await Promise.all([
    repo.findLines(db, order.id),
    loadSiteConfig(db),
    documentsForPack(db, storage),
    repo.findTraceCodes(db, order.id),
  ]);
  const batches = await repo.findBatches(db, [...new Set(lines.map((l) => l.batchId))]);
  const reports = await reportEntries(db, storage, batches);
  const documentEntries: ZipEntry[] = documents.map((d, i) => ({
    name: `${DOCUMENTS_FOLDER}/${i + 1}-${d.kindName}.${extensionOf(d.file.contentType)}`,
    read: async () => d.file.bytes,
  }));
  const seller = config.seller_name || config.company || '药采网';
  const index: ZipEntry = {
    name: INDEX_FILE,
    read: () =>
      renderPackIndexPdf({
        seller,
        buyer: order.company,
        orderNo: order.orderNo,
        createdAt: order.createdAt,
        shippedAt,
        logistics: [order.logisticsCompany, order.logisticsNo].filter(Boolean).join(' '),
        documents: documents.map((d, i) => ({
          name: d.title,
          number: d.number,
          validUntil: d.validUntil,
          file: documentEntries[i]!.name,
        })),
        lines: lines.map((l) => ({
          goodsName: l.goodsName,
          spec: l.spec,
          manufacturer: l.manufacturer,
          approvalNumber: l.approvalNumber,
          batchNo: l.batchNo,
          expiresOn: l.expiresOn,
          quantity: `${l.quantity}${l.unit}`,
          file: reports.get(l.batchId)?.name ?? '—',
        })),
        generatedAt: now,
      }),
  };
  return {
    fileName: documentsPackName(order.orderNo),
    asciiName: `documents-${order.orderNo}.zip`,
    shippedAt,
    entries: [index, ...documentEntries, ...reports.values(), ...traceEntry(codes)],
  };
}
