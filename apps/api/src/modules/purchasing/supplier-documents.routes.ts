import {
  savedAnswer,
  SUPPLIER_DOCUMENT_KINDS,
  supplierDocumentBody,
  supplierDocumentParams,
  supplierDocumentsAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './supplier-documents.service';

const base = { 'x-access': 'operator', 'x-permission': 'document.update', tags: ['operator'] } as const;

/** 首营资料 in the console: the five documents, upload or replace one, open its file. */
export async function supplierDocumentRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/operator/supplier_documents',
    {
      schema: { ...base, summary: '首营资料（五类证照与协议）', response: answers(supplierDocumentsAnswer) },
    },
    () => service.listSupplierDocuments(db),
  );
  r.post(
    '/api/operator/supplier_documents/:kind',
    {
      schema: {
        ...base,
        summary: '上传或更换一类首营资料（file 为本人 POST /api/upload 的 key；不传则保留原文件）',
        params: supplierDocumentParams,
        body: supplierDocumentBody,
        response: answers(savedAnswer),
      },
    },
    (request) => {
      const staff = requireViewer(request);
      const { kind } = request.params;
      const what = SUPPLIER_DOCUMENT_KINDS[kind];
      return audited(
        db,
        staff,
        {
          action: 'document.update',
          entity: 'supplier_document',
          entityId: kind,
          summary: `${request.body.file ? '更换' : '修改'}首营资料：${what}${request.body.number ? ` ${request.body.number}` : ''}`,
          snapshot: (tx) => service.supplierDocumentSnapshot(tx, kind),
        },
        (tx) => service.saveSupplierDocument(tx, staff, kind, request.body),
      );
    },
  );
  r.get(
    '/api/operator/supplier_documents/:kind/file',
    {
      schema: {
        ...base,
        summary: '查看首营资料文件',
        ...nonJsonAnswer('file'),
        params: supplierDocumentParams,
      },
    },
    async (request, reply) => {
      const file = await service.supplierDocumentFile(db, storage, request.params.kind);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        )
        .send(file.bytes);
    },
  );
}
