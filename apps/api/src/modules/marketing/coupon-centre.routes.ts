import {
  couponCentreAnswer,
  couponCentreQuery,
  couponClaimAnswer,
  couponClaimBody,
  couponTemplateInput,
  couponTemplatesAnswer,
  operatorIdParams,
  savedAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
import { claimCoupon, couponCentre } from './coupon-centre.service';
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
  const write = { 'x-access': 'operator', 'x-permission': 'promotion.update', tags: ['operator'] } as const;
  r.get(
    '/api/operator/coupon-templates',
    { schema: { ...read, summary: '领券中心的优惠券', response: answers(couponTemplatesAnswer) } },
    () => admin.couponTemplateViews(db),
  );
  for (const withId of [false, true]) {
    r.post(
      withId ? '/api/operator/coupon-templates/:id' : '/api/operator/coupon-templates',
      {
        schema: {
          ...write,
          summary: withId ? '修改领券中心的优惠券（is_on=0 下架）' : '新增领券中心的优惠券',
          ...(withId ? { params: operatorIdParams } : {}),
          body: couponTemplateInput,
          response: answers(savedAnswer),
        },
      },
      (request) => {
        const id = withId ? (request.params as { id: number }).id : null;
        const verb = id === null ? '新增' : request.body.is_on === 0 ? '下架' : '修改';
        return audited(
          db,
          requireViewer(request),
          {
            action: 'promotion.update',
            entity: 'coupon_template',
            entityId: (a: { id: number }) => a.id,
            summary: `${verb}领券中心优惠券：${request.body.name}`,
            ...(id === null ? {} : { snapshot: (tx: typeof db) => admin.couponTemplateSnapshot(tx, id) }),
          },
          (tx) => admin.saveCouponTemplate(tx, id, request.body),
        );
      },
    );
  }
}
