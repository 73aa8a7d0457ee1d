import {
  operatorIdParams,
  recallBatchesAnswer,
  recallBatchesQuery,
  recallCloseAnswer,
  recallCloseBody,
  recallCreateAnswer,
  recallCreateBody,
  recallDetailAnswer,
  recallHoldAnswer,
  recallsAnswer,
  recallsQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { downloadHeaders, writeSheet } from '../../lib/spreadsheet';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { searchBatches } from './recall.repository';
import { startRecall } from './recall.service';
import { repickHold, refundHold } from './recall-holds.service';
import { closeRecall, recallDetail, recallList, recallReportSheet } from './recall-report.service';

/** The console's 质量 desk: batch recalls, their report and the lines they hold from shipping. */
export async function recallRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const access = { 'x-access': 'operator', 'x-permission': 'recall.manage', tags } as const;

  r.get(
    '/api/operator/recalls',
    {
      schema: { ...access, summary: '召回列表', querystring: recallsQuery, response: answers(recallsAnswer) },
    },
    (request) => recallList(db, request.query),
  );
  r.get(
    '/api/operator/recalls/batches',
    {
      schema: {
        ...access,
        summary: '可召回的批次（按商品名或批号搜索）',
        querystring: recallBatchesQuery,
        response: answers(recallBatchesAnswer),
      },
    },
    async (request) => ({ list: await searchBatches(db, request.query.keyword) }),
  );
  r.post(
    '/api/operator/recalls',
    {
      schema: {
        ...access,
        summary: '发起召回（批次立即停售，未付款订单取消，未发货商品暂停发货，通知已收货的购货单位）',
        body: recallCreateBody,
        response: answers(recallCreateAnswer),
      },
    },
    (request) => startRecall(db, requireViewer(request), request.body),
  );
  r.get(
    '/api/operator/recalls/:id',
    {
      schema: {
        ...access,
        summary: '召回详情（每个购货单位的发货、退回、销毁、在外数量与确认时间）',
        params: operatorIdParams,
        response: answers(recallDetailAnswer),
      },
    },
    (request) => recallDetail(db, request.params.id),
  );
  r.get(
    '/api/operator/recalls/:id/export',
    {
      schema: {
        ...access,
        summary: '导出召回报告（XLSX 或 CSV）',
        ...nonJsonAnswer('file'),
        params: operatorIdParams,
        querystring: z.object({
          format: z.enum(['csv', 'xlsx'], { error: '导出格式应为 csv 或 xlsx' }).default('xlsx'),
        }),
      },
    },
    async (request, reply) => {
      const sheet = await recallReportSheet(db, request.params.id);
      return reply
        .headers(downloadHeaders(`召回报告${sheet.recallNo}`, request.query.format))
        .send(writeSheet(sheet.header, sheet.rows, request.query.format, '召回报告'));
    },
  );
  r.post(
    '/api/operator/recalls/:id/close',
    {
      schema: {
        ...access,
        summary: '关闭召回（全部购货单位已回复，或填写关闭说明）',
        params: operatorIdParams,
        body: recallCloseBody,
        response: answers(recallCloseAnswer),
      },
    },
    (request) => {
      const { id } = request.params;
      const note = request.body.note;
      return audited(
        db,
        requireViewer(request),
        {
          action: 'recall.manage',
          entity: 'recall',
          entityId: id,
          summary: `关闭召回${note ? `：${note}` : ''}`,
        },
        (tx) => closeRecall(tx, id, note),
      );
    },
  );
  for (const [step, label, run] of [
    ['repick', '召回暂停发货的商品换批', repickHold],
    ['refund', '召回暂停发货的商品退款', refundHold],
  ] as const) {
    r.post(
      `/api/operator/recall-holds/:id/${step}`,
      {
        schema: { ...access, summary: label, params: operatorIdParams, response: answers(recallHoldAnswer) },
      },
      (request) => {
        const { id } = request.params;
        return audited(
          db,
          requireViewer(request),
          { action: 'recall.manage', entity: 'recall_hold', entityId: id, summary: label },
          (tx) => run(tx, id),
        );
      },
    );
  }
}
