import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import {
  couponListAnswer,
  couponNumAnswer,
  ledgerPageAnswer,
  redPacketAnswer,
  userCreditAnswer,
  userMoneyAnswer,
  voucherPageAnswer,
  balanceLogQuery,
  creditLogQuery,
  couponListQuery,
  availableCouponQuery,
  redPacketLogQuery,
  cashVoucherQuery,
} from '@yaocai/contract';
import * as service from './wallet.service';
import { answers } from '../../lib/answers';

export async function walletRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  r.get(
    '/api/user/user_money',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '账户余额与红包余额',
        response: answers(userMoneyAnswer),
      },
    },
    (request) => service.userMoney(db, requireViewer(request)),
  );
  r.get(
    '/api/user/user_money_log',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '余额明细（use_type: 0全部 1收入 2支出）',
        response: answers(ledgerPageAnswer),
        querystring: balanceLogQuery,
      },
    },
    (request) =>
      service.userMoneyLog(db, requireViewer(request), {
        page: request.query.page,
        useType: request.query.use_type,
        startTime: request.query.start_time,
        endTime: request.query.end_time,
      }),
  );
  r.get(
    '/api/user/user_credit',
    { schema: { 'x-access': 'member', tags, summary: '账期额度', response: answers(userCreditAnswer) } },
    (request) => service.userCredit(db, requireViewer(request)),
  );
  r.get(
    '/api/user/user_credit_list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '账期明细（type: 0全部 1用款 2还款 3退款）',
        response: answers(ledgerPageAnswer),
        querystring: creditLogQuery,
      },
    },
    (request) => service.userCreditList(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/user/coupon',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的优惠券（type: 0全部 1通用券 2品种券；status: 0未使用 1已使用 2已过期）',
        response: answers(couponListAnswer),
        querystring: couponListQuery,
      },
    },
    (request) => service.couponList(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/user/availableCoupon',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '当前可用的优惠券（type: 0全部 1通用券 2品种券）',
        response: answers(voucherPageAnswer),
        querystring: availableCouponQuery,
      },
    },
    (request) => service.availableCoupons(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/user/couponNum',
    { schema: { 'x-access': 'member', tags, summary: '优惠券数量', response: answers(couponNumAnswer) } },
    (request) => service.couponNum(db, requireViewer(request)),
  );
  r.get(
    '/api/user/red_packet',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '账户红包余额与明细（use_type: 0全部 1收入 2支出）',
        response: answers(redPacketAnswer),
        querystring: redPacketLogQuery,
      },
    },
    (request) =>
      service.redPackets(db, requireViewer(request), {
        page: request.query.page,
        useType: request.query.use_type,
      }),
  );
  r.get(
    '/api/user/cash_voucher',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '现金券（status: 0未使用 1已使用 2已过期）',
        response: answers(voucherPageAnswer),
        querystring: cashVoucherQuery,
      },
    },
    (request) => service.cashVoucherList(db, requireViewer(request), request.query),
  );
}
