import multipart from '@fastify/multipart';
import { PLAN_IMPORT_COLUMNS, planImportAnswer, planImportFields, planTemplateQuery } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { invalid } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { downloadHeaders, writeSheet } from '../../lib/spreadsheet';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import { importPlan } from './cart-import.service';
import { PLAN_TEMPLATE_EXAMPLE } from './plan-sheet';

const PLAN_MAX_BYTES = 5 * 1024 * 1024;

/** 批量采购: the purchase-plan template and the import into the cart. */
export async function cartImportRoutes(app: FastifyInstance, { db }: AppContext) {
  await app.register(multipart, { limits: { fileSize: PLAN_MAX_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  r.get(
    '/api/cart/import/template',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '采购计划模板（CSV 或 XLSX）',
        ...nonJsonAnswer('file'),
        querystring: planTemplateQuery,
      },
    },
    (request, reply) =>
      reply
        .headers(downloadHeaders('采购计划模板', request.query.format))
        .send(writeSheet(PLAN_IMPORT_COLUMNS, PLAN_TEMPLATE_EXAMPLE, request.query.format, '采购计划')),
  );

  r.post(
    '/api/cart/import',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary:
          '导入采购计划到购物车（multipart：file 为 CSV 或 XLSX，≤2000行；dry_run=1 只预览；choices 为 {"行号":商品编号} 的 JSON）',
        consumes: ['multipart/form-data'],
        response: answers(planImportAnswer),
      },
      onRequest: requireSignedAgreement(db),
    },
    async (request) => {
      const viewer = requireViewer(request);
      const form = await readMultipartForm(request, {
        maxBytes: PLAN_MAX_BYTES,
        tooLarge: () => invalid('file', '文件不能超过5MB'),
      });
      const fields = planImportFields.safeParse(form.fields);
      if (!fields.success) {
        const issue = fields.error.issues[0]!;
        throw invalid(String(issue.path[0] ?? 'choices'), issue.message);
      }
      if (!form.file) throw invalid('file', '请选择要导入的采购计划文件');
      return importPlan(db, viewer, form.file.bytes, {
        dryRun: fields.data.dry_run === '1',
        choices: fields.data.choices,
      });
    },
  );
}
