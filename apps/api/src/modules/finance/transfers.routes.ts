import {
  memberTransferBody,
  memberTransfersQuery,
  operatorIdParams,
  operatorTransferBody,
  transferRejectBody,
  transfersAnswer,
  transfersQuery,
  transferStepAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './transfers.service';

type Step = Awaited<ReturnType<typeof service.recordTransfer>>;

/** 线下汇款: finance records and reviews bank transfers; a buyer announces its own. */
export async function transferRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];
  const transfer = (id: number) => ({
    entity: 'bank_transfer',
    entityId: id,
    snapshot: (tx: typeof db) => service.transferSnapshot(tx, id),
  });

  r.get(
    '/api/operator/finance/transfers',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.read',
        tags,
        summary: '线下汇款列表（状态、用途、单位或流水号）',
        querystring: transfersQuery,
        response: answers(transfersAnswer),
      },
    },
    (request) => service.transferList(db, request.query),
  );
  r.post(
    '/api/operator/finance/transfers',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.transfer',
        tags,
        summary: '登记线下汇款（待复核；充值余额、支付订单或账期还款）',
        body: operatorTransferBody,
        response: answers(transferStepAnswer),
      },
    },
    (request) => {
      const staff = requireViewer(request);
      return audited<Step>(
        db,
        staff,
        {
          action: 'finance.transfer',
          entity: 'bank_transfer',
          entityId: (saved) => saved.id,
          summary: (saved) => `登记线下汇款 ${saved.transfer_no}：${request.body.bank_ref}`,
        },
        (tx) => service.recordTransfer(tx, staff, request.body),
      );
    },
  );
  r.post(
    '/api/operator/finance/transfers/:id/approve',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.approve',
        tags,
        summary: '复核通过线下汇款（登记人不能复核；入账一次）',
        params: operatorIdParams,
        response: answers(transferStepAnswer),
      },
    },
    (request) => {
      const staff = requireViewer(request);
      const { id } = request.params;
      return audited<Step>(
        db,
        staff,
        { action: 'finance.approve', ...transfer(id), summary: (t) => `复核通过线下汇款 ${t.transfer_no}` },
        (tx) => service.approveTransfer(tx, staff, id),
      );
    },
  );
  r.post(
    '/api/operator/finance/transfers/:id/reject',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.approve',
        tags,
        summary: '驳回线下汇款（原因）',
        params: operatorIdParams,
        body: transferRejectBody,
        response: answers(transferStepAnswer),
      },
    },
    (request) => {
      const staff = requireViewer(request);
      const { id } = request.params;
      return audited<Step>(
        db,
        staff,
        {
          action: 'finance.approve',
          ...transfer(id),
          summary: (t) => `驳回线下汇款 ${t.transfer_no}：${request.body.reason}`,
        },
        (tx) => service.rejectTransfer(tx, staff, id, request.body.reason),
      );
    },
  );

  r.get(
    '/api/user/finance/transfers',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我登记的线下汇款及其复核状态',
        querystring: memberTransfersQuery,
        response: answers(transfersAnswer),
      },
    },
    (request) =>
      service.transferList(db, { page: request.query.page, memberId: requireViewer(request).memberId }),
  );
  r.post(
    '/api/user/finance/transfers',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '登记线下汇款（金额、汇款银行、流水号、凭证图片；财务复核后入余额）',
        body: memberTransferBody,
        response: answers(transferStepAnswer),
      },
    },
    (request) => service.announceTransfer(db, requireViewer(request), request.body),
  );
}
