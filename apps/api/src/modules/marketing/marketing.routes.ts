import { combinationsAnswer, runningFullReductionsAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { combinationList, fullReductionList } from './marketing.service';

export async function marketingRoutes(app: FastifyInstance, { db }: AppContext) {
  const tags = ['marketing'];
  app.get(
    '/api/activity/combinations',
    { schema: { 'x-access': 'public', tags, summary: '组合购列表', response: answers(combinationsAnswer) } },
    (request) => combinationList(db, request.viewer),
  );
  app.get(
    '/api/activity/manjian',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '进行中的满减活动',
        response: answers(runningFullReductionsAnswer),
      },
    },
    () => fullReductionList(db),
  );
}
