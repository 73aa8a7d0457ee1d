import {
  basicInfoAnswer,
  invoiceTitleAnswer,
  invoiceTitleBody,
  resetPasswordBody,
  updateUserInfoBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer, sessionTokenHash } from '../../plugins/session';
import * as service from './basic-info.service';

const tags = ['account'];

/** 基本信息 (/basic): contact details, password and invoice title of the member. */
export async function basicInfoRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user/basic',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '基本信息：账号、联系人、企业、客户经理、发票抬头与电子合同状态',
        response: answers(basicInfoAnswer),
      },
    },
    (request) => service.basicInfo(db, requireViewer(request)),
  );

  r.post(
    '/api/user/updateUserInfo',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '修改联系人与联系电话（手机号或区号-座机号）',
        body: updateUserInfoBody,
        response: answers(z.null()),
      },
    },
    (request) => service.updateUserInfo(db, requireViewer(request), request.body),
  );

  r.post(
    '/api/user/resetPassword',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '修改密码（当前密码或 update 类短信验证码）；其他登录会话失效',
        body: resetPasswordBody,
        response: answers(z.null()),
      },
    },
    (request) =>
      service.changePassword(
        db,
        config.accountSecret,
        requireViewer(request),
        request.body,
        sessionTokenHash(request),
      ),
  );

  r.get(
    '/api/user/invoice_title',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '发票抬头与税号（结算时开票使用）',
        response: answers(invoiceTitleAnswer),
      },
    },
    (request) => service.invoiceTitle(db, requireViewer(request)),
  );

  r.post(
    '/api/user/invoice_title',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '保存发票抬头与税号（15、18或20位）',
        body: invoiceTitleBody,
        response: answers(invoiceTitleAnswer),
      },
    },
    (request) => service.saveInvoiceTitle(db, requireViewer(request), request.body),
  );
}
