import { jyfwAnswer, zizhiAnswer, zizhiBody, zizhiSubmitAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { licencePictureSvg } from './licence-picture';
import * as service from './qualification.service';

const tags = ['account'];

const pictureParams = z.object({
  id: z.coerce
    .number({ error: '证照编号必须是数字' })
    .int('证照编号必须是整数')
    .positive()
    .max(2_147_483_647),
});

/** 资质证件 (/zzzj): the company's documents, replacements and business scopes. */
export async function qualificationRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/zizhi',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '资质证件：类型、编号、有效期、图片、审核状态、剩余天数；30天内到期预警；待审核的更新件',
        response: answers(zizhiAnswer),
      },
    },
    (request) => service.zizhi(db, requireViewer(request)),
  );

  r.post(
    '/api/user/zizhi',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '新增或更新资质证件（待审核；审核通过前原证照继续有效）',
        body: zizhiBody,
        response: answers(zizhiSubmitAnswer),
      },
    },
    (request) => service.submitDocument(db, requireViewer(request), request.body),
  );

  r.get(
    '/api/user/jyfw',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '经营范围：已核准的与申请中（待审核）的',
        response: answers(jyfwAnswer),
      },
    },
    (request) => service.jyfw(db, requireViewer(request)),
  );

  r.get(
    '/api/user/zizhi/:id/picture.svg',
    {
      schema: {
        'x-access': 'member',
        // A picture (SVG), not an API answer: out of the document like /img/*.
        hide: true,
        tags,
        summary: '未上传扫描件的证照（演示数据）的证照图',
        ...nonJsonAnswer('file'),
        params: pictureParams,
      },
    },
    async (request, reply) => {
      const { doc, company } = await service.documentForPicture(
        db,
        requireViewer(request),
        request.params.id,
      );
      const svg = licencePictureSvg({
        kind: doc.kind,
        number: doc.number,
        company: company.name,
        address: company.address,
        expiresOn: doc.expiresOn,
        scopes: doc.scopes,
      });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=3600')
        .send(svg);
    },
  );
}
