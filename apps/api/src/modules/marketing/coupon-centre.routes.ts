import {
  couponCentreAnswer,
  couponCentreQuery,
  couponClaimAnswer,
  couponClaimBody,
  couponTemplateInput,
  couponTemplatesAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { claimCoupon, couponCentre } from './coupon-centre.service';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as admin from './coupon-template-admin.service';

/** 领券中心 (/lqzx): claimable coupons, the claim, and the console's coupon templates. */
export async function couponCentreRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['marketing'];

  r.get(
    '/api/coupon/center',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '领券中心：可领取的优惠券（登录后含是否已领取）',
        querystring: couponCentreQuery,
        response: answers(couponCentreAnswer),
      },
    },
    (request) => couponCentre(db, request.viewer ?? null, request.query.page),
  );
  r.post(
    '/api/coupon/claim',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '领取优惠券（总量与每人限领在并发下也不超出）',
        body: couponClaimBody,
        response: answers(couponClaimAnswer),
      },
    },
    (request) => claimCoupon(db, requireViewer(request), request.body.id),
  );

  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;
  r.get(
    '/api/operator/coupon-templates',
    { schema: { ...read, summary: '领券中心的优惠券', response: answers(couponTemplatesAnswer) } },
    () => admin.couponTemplateViews(db),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/coupon-templates',
    permission: 'promotion.update',
    summaries: ['新增领券中心的优惠券', '修改领券中心的优惠券（is_on=0 下架）'],
    body: couponTemplateInput,
    entity: 'coupon_template',
    describe: (body, id) =>
      `${id !== null && body.is_on === 0 ? '下架' : saveVerb(id)}领券中心优惠券：${body.name}`,
    snapshot: admin.couponTemplateSnapshot,
    save: admin.saveCouponTemplate,
  });
}
