import {
  coldChainAnswer,
  coldChainDecisionAnswer,
  coldChainDecisionBody,
  operatorIdParams,
  orderIdParams,
} from '@yaocai/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { invalid } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import {
  decideColdChain,
  memberColdChain,
  operatorColdChain,
  uploadTemperatureRecord,
} from './cold-chain.service';

const MAX_BYTES = 2 * 1024 * 1024;

/** 冷链: the transit temperature record uploaded at shipping, shown to the buyer, accepted or refused at receipt. */
export async function coldChainRoutes(app: FastifyInstance, { db }: AppContext) {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/operator/orders/:id/cold-chain',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags: ['operator'],
        summary: '订单的冷链商品与运输温度记录',
        params: operatorIdParams,
        response: answers(coldChainAnswer),
      },
    },
    (request) => operatorColdChain(db, request.params.id),
  );
  r.post(
    '/api/operator/temperature-records',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.ship',
        tags: ['operator'],
        summary:
          '上传冷链运输温度记录（multipart：order_id 与 file，file 为温度记录仪导出的 CSV“时间,温度”，读数间隔≤5分钟）',
        consumes: ['multipart/form-data'],
        response: answers(coldChainAnswer),
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxBytes: MAX_BYTES,
        tooLarge: () => invalid('file', '温度记录文件不能超过2MB'),
      });
      const parsed = operatorIdParams.safeParse({ id: form.fields.order_id });
      if (!parsed.success) throw invalid('order_id', '请指定订单');
      const id = parsed.data.id;
      const file = form.file;
      if (!file) throw invalid('file', '请选择温度记录文件');
      const staff = requireViewer(request);
      return audited(
        db,
        staff,
        {
          action: 'order.ship',
          entity: 'order',
          entityId: id,
          summary: (a: { record: { readings: unknown[] } | null }) =>
            `上传冷链温度记录 ${file.name}（${a.record?.readings.length ?? 0}条读数）`,
        },
        (tx) => uploadTemperatureRecord(tx, staff, id, file),
      );
    },
  );
  r.get(
    '/api/order/:id/cold-chain',
    {
      schema: {
        'x-access': 'member',
        tags: ['orders'],
        summary: '订单的冷链运输温度记录（曲线、超温区间、验收状态）',
        params: orderIdParams,
        response: answers(coldChainAnswer),
      },
    },
    (request) => memberColdChain(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/order/:id/cold-chain/decision',
    {
      schema: {
        'x-access': 'member',
        tags: ['orders'],
        summary: '冷链验收：接受，或拒收（填写原因，生成退货申请并附温度记录）',
        params: orderIdParams,
        body: coldChainDecisionBody,
        response: answers(coldChainDecisionAnswer),
      },
    },
    (request) => decideColdChain(db, requireViewer(request), request.params.id, request.body),
  );
}
