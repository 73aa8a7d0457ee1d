import {
  memberStatementExportQuery,
  memberStatementQuery,
  operatorStatementExportQuery,
  operatorStatementQuery,
  statementAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { statementFile, statementHeaders } from './statement-files';
import { statementOf } from './statement.service';

/** 对账单 for finance (any company) and for the buyer (its own company), on screen, as XLSX and as PDF. */
export async function statementRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];
  const staff = { 'x-access': 'operator', 'x-permission': 'finance.read', tags } as const;

  r.get(
    '/api/operator/finance/statement',
    {
      schema: {
        ...staff,
        summary: '单位月度对账单',
        querystring: operatorStatementQuery,
        response: answers(statementAnswer),
      },
    },
    (request) => statementOf(db, request.query.company_id, request.query.month),
  );
  r.get(
    '/api/operator/finance/statement/export',
    {
      schema: {
        ...staff,
        summary: '下载单位月度对账单（XLSX 或 PDF）',
        ...nonJsonAnswer('file'),
        querystring: operatorStatementExportQuery,
      },
    },
    async (request, reply) => {
      const s = await statementOf(db, request.query.company_id, request.query.month);
      return reply
        .headers(statementHeaders(s, request.query.format))
        .send(await statementFile(s, request.query.format));
    },
  );
  r.get(
    '/api/user/finance/statement',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的月度对账单',
        querystring: memberStatementQuery,
        response: answers(statementAnswer),
      },
    },
    (request) => statementOf(db, requireViewer(request).companyId, request.query.month),
  );
  r.get(
    '/api/user/finance/statement/export',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '下载我的月度对账单（XLSX 或 PDF）',
        ...nonJsonAnswer('file'),
        querystring: memberStatementExportQuery,
      },
    },
    async (request, reply) => {
      const s = await statementOf(db, requireViewer(request).companyId, request.query.month);
      return reply
        .headers(statementHeaders(s, request.query.format))
        .send(await statementFile(s, request.query.format));
    },
  );
}
