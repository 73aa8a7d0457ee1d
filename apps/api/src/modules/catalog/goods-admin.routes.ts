import multipart from '@fastify/multipart';
import {
  batchInput,
  goodsCategoriesAnswer,
  goodsImportAnswer,
  goodsInput,
  operatorGoodsAnswer,
  operatorGoodsDetailAnswer,
  operatorGoodsQuery,
  operatorIdParams,
  savedAnswer,
  type GoodsImportAnswer,
} from '@yaocai/contract';
import { can } from '@yaocai/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { invalid } from '../../lib/http-errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { downloadHeaders, writeSheet, type SheetFormat } from '../../lib/spreadsheet';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './goods-admin.service';
import { goodsSheetRows } from './goods-export.service';
import { GOODS_SHEET_COLUMNS, GOODS_TEMPLATE_EXAMPLE, importGoods } from './goods-import.service';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const formatQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: '导出格式应为 csv 或 xlsx' }).default('xlsx'),
});

/** The console's goods: list, edit, batches, and import and export as CSV or XLSX. */
export async function goodsAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const goods = (id: number) => ({
    entity: 'goods',
    entityId: id,
    snapshot: (tx: typeof db) => service.goodsSnapshot(tx, id),
  });
  const sendSheet = (reply: FastifyReply, name: string, format: SheetFormat, rows: (string | number)[][]) =>
    reply.headers(downloadHeaders(name, format)).send(writeSheet(GOODS_SHEET_COLUMNS, rows, format));

  r.get(
    '/api/operator/goods',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.read',
        tags,
        summary: '商品列表（名称、批准文号、厂家、编号；类型；上下架）',
        querystring: operatorGoodsQuery,
        response: answers(operatorGoodsAnswer),
      },
    },
    (request) => service.goodsList(db, request.query),
  );
  r.get(
    '/api/operator/goods/categories',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.read',
        tags,
        summary: '可选的末级分类',
        response: answers(goodsCategoriesAnswer),
      },
    },
    () => service.goodsCategories(db),
  );
  r.get(
    '/api/operator/goods/export',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.read',
        tags,
        summary: '导出商品与在库批次（CSV 或 XLSX，列同导入模板）',
        ...nonJsonAnswer('file'),
        querystring: operatorGoodsQuery.omit({ page: true }).extend(formatQuery.shape),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      return sendSheet(reply, '商品导出', format, await goodsSheetRows(db, filter));
    },
  );
  r.get(
    '/api/operator/goods/import/template',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.read',
        tags,
        summary: '商品导入模板（CSV 或 XLSX）',
        ...nonJsonAnswer('file'),
        querystring: formatQuery,
      },
    },
    (request, reply) => sendSheet(reply, '商品导入模板', request.query.format, GOODS_TEMPLATE_EXAMPLE),
  );
  r.post(
    '/api/operator/goods/import',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.create',
        tags,
        summary: '导入商品（multipart：file 为 CSV 或 XLSX，≤2000行；dry_run=1 只检查不写入）',
        consumes: ['multipart/form-data'],
        response: answers(goodsImportAnswer),
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: () => invalid('file', '文件不能超过5MB'),
      });
      if (!form.file) throw invalid('file', '请选择要导入的文件');
      const bytes = form.file.bytes;
      const dryRun = form.fields.dry_run === '1' || (request.query as { dry_run?: string }).dry_run === '1';
      const staff = requireViewer(request);
      if (dryRun) return importGoods(db, bytes, true, staff.permissions);
      return audited(
        db,
        staff,
        {
          action: 'goods.create',
          entity: 'goods_import',
          entityId: form.file.name.slice(0, 32) || 'sheet',
          summary: (a: GoodsImportAnswer) => `导入商品：新增${a.created}，更新${a.updated}，错误${a.errors}`,
        },
        (tx) => importGoods(tx, bytes, false, staff.permissions),
      );
    },
  );
  r.get(
    '/api/operator/goods/:id',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.read',
        tags,
        summary: '商品详情（编辑用，含批次）',
        params: operatorIdParams,
        response: answers(operatorGoodsDetailAnswer),
      },
    },
    (request) => service.goodsDetail(db, request.params.id),
  );
  r.post(
    '/api/operator/goods',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.create',
        tags,
        summary: '新增商品',
        body: goodsInput,
        response: answers(savedAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'goods.create',
          entity: 'goods',
          entityId: (r: { id: number }) => r.id,
          summary: `新增商品：${request.body.name}`,
        },
        (tx) => service.createGoods(tx, request.body),
      ),
  );
  r.post(
    '/api/operator/goods/:id',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.update',
        tags,
        summary: '修改商品（含价格与上下架）',
        params: operatorIdParams,
        body: goodsInput,
        response: answers(savedAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'goods.update', ...goods(request.params.id), summary: `修改商品：${request.body.name}` },
        (tx) =>
          service.updateGoods(tx, request.params.id, request.body, {
            mayChangePrice: can(requireViewer(request).permissions, 'price.update'),
          }),
      ),
  );
  r.post(
    '/api/operator/goods/:id/batches',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'batch.update',
        tags,
        summary: '批次入库或盘点（同批号则更新库存与效期）',
        params: operatorIdParams,
        body: batchInput,
        response: answers(savedAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'batch.update',
          ...goods(request.params.id),
          summary: `批次${request.body.batch_no}：库存${request.body.stock}，有效期至${request.body.expires_on}`,
        },
        (tx) => service.saveBatch(tx, request.params.id, request.body),
      ),
  );
}
