import { memberCentreAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { memberCentre } from './member-centre.service';

/** 会员中心 (/user, /user_hyzx). */
export async function memberCentreRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/center',
    {
      schema: {
        'x-access': 'member',
        tags: ['account'],
        summary: '会员中心：公司、等级、客户经理、资质预警、钱包、订单数、最近订单、近12个月采购额',
        response: answers(memberCentreAnswer),
      },
    },
    (request) => memberCentre(db, requireViewer(request)),
  );
}
