import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CouponTemplateView } from '@yaocai/contract';
import { ok, renderRoutes, sentBody, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
import { CouponTemplatesPage } from './coupon-templates-page';

const template = (id: number, extra: Partial<CouponTemplateView> = {}): CouponTemplateView => ({
  id,
  name: '全场通用券',
  amount: '20.00',
  threshold: '500.00',
  goods: [],
  claim_starts_at: '2026-11-20T16:00:00.000Z',
  claim_ends_at: '2026-12-20T16:00:00.000Z',
  validity: 'days',
  valid_from: null,
  valid_to: null,
  valid_days: 30,
  total: 2000,
  claimed: 1269,
  used: 310,
  limit_per_member: 2,
  is_on: 1,
  sort: 0,
  state: 'running',
  state_name: '进行中',
  ...extra,
});

const me = staffMe(['promotion.read', 'promotion.update', 'goods.read']);

setUpComponentTests();

describe('CouponTemplatesPage', () => {
  it(
    'lists claim progress, refuses an amount at its threshold, and switches a coupon off',
    { timeout: 30_000 },
    async () => {
      const calls = stubApi([
        ['GET', '/api/operator/me', me],
        [
          'GET',
          '/api/operator/coupon-templates',
          ok([
            template(1),
            template(2, {
              name: '品牌专区品种券',
              goods: [{ id: 11, name: '阿莫西林胶囊', spec: '0.25g*24粒' }],
              amount: '30.00',
              threshold: '300.00',
            }),
          ]),
        ],
        ['GET', '/api/operator/goods', ok({ list: [], total: 0, page: 1, page_size: 20 })],
        ['POST', '/api/operator/coupon-templates/1', ok({ id: 1 })],
      ]);
      renderRoutes(
        [{ path: '/promotions/coupons', element: <CouponTemplatesPage /> }],
        '/promotions/coupons',
      );
      const row = await screen.findByTestId('ct-row-1');
      expect(row).toHaveTextContent('满500减20');
      expect(row).toHaveTextContent('1269 / 2000');
      expect(row).toHaveTextContent('领取后30天内有效');
      expect(screen.getByTestId('ct-row-2')).toHaveTextContent('指定商品：阿莫西林胶囊');

      fireEvent.click(within(row).getByTestId('ct-edit'));
      const amount = await screen.findByTestId('ct-amount');
      fireEvent.change(amount, { target: { value: '500' } });
      fireEvent.click(screen.getByTestId('ct-save'));
      expect(await screen.findByText('优惠券面额必须小于使用门槛')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      fireEvent.click(within(row).getByTestId('ct-switch'));
      expect(await sentBody(calls)).toMatchObject({
        name: '全场通用券',
        amount: '20.00',
        threshold: '500.00',
        validity: 'days',
        valid_days: 30,
        is_on: 0,
        claim_starts_at: '2026-11-21 00:00',
      });
    },
  );
});
