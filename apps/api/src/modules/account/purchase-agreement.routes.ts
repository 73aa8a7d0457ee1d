import { agreementAnswer, agreementSignAnswer, agreementSignBody } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import * as service from './purchase-agreement.service';

const tags = ['account'];

/** 电子合同 (/dzht). */
export async function purchaseAgreementRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/contract',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '电子合同（药品购销协议）：甲乙双方、条款、是否已签署及签署时间',
        response: answers(agreementAnswer),
      },
    },
    (request) => service.agreement(db, requireViewer(request).memberId),
  );

  r.post(
    '/api/user/contract/sign',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '签署电子合同 {agree: 1}；已签署时保留首次签署时间',
        body: agreementSignBody,
        response: answers(agreementSignAnswer),
      },
    },
    (request) => service.signAgreement(db, requireViewer(request).memberId),
  );
}
