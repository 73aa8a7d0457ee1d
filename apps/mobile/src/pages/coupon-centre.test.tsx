import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CouponCentreItem, Voucher } from '@yaocai/contract';
import { renderPage, stubApi } from '../test/render';
import { CouponCentrePage } from './coupon-centre';
import { CouponsPage } from './coupons';

const template = (
  o: Partial<CouponCentreItem> & Pick<CouponCentreItem, 'id' | 'name'>,
): CouponCentreItem => ({
  amount: '20.00',
  threshold: '200.00',
  threshold_text: '满200可用',
  scope: 'all',
  scope_name: '全场通用',
  goods: [],
  goods_count: 0,
  validity: 'days',
  valid_from: null,
  valid_to: null,
  valid_days: 30,
  validity_text: '领取后30天内有效',
  claim_ends_at: '2026-12-31 23:59:59',
  total: 100,
  claimed: 10,
  remaining: 90,
  claimed_percent: 10,
  limit_per_member: 1,
  claimed_by_me: 0,
  can_claim: 1,
  ...o,
});

let centre: CouponCentreItem[];
let requests: ReturnType<typeof stubApi>;
const answer = (loggedIn: 0 | 1) => () => ({
  list: centre,
  total: centre.length,
  page: 1,
  page_size: 20,
  logged_in: loggedIn,
});

beforeEach(() => {
  centre = [
    template({ id: 1, name: '满200减20全场券' }),
    template({
      id: 2,
      name: '感冒药品种券',
      remaining: 0,
      claimed: 100,
      claimed_percent: 100,
      scope: 'goods',
      scope_name: '指定商品',
    }),
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('领券中心 on the phone', () => {
  it('claims with one tap; the card then offers 去使用, a sold-out card cannot be tapped', async () => {
    requests = stubApi({
      '/api/coupon/center': answer(1),
      '/api/coupon/claim': () => {
        centre = centre.map((c) => (c.id === 1 ? { ...c, claimed_by_me: 1, can_claim: 0 } : c));
        return {
          coupon_id: 55,
          template_id: 1,
          name: '满200减20全场券',
          amount: '20.00',
          remaining: 89,
          claimed_by_me: 1,
          can_claim: 0,
        };
      },
    });
    renderPage(<CouponCentrePage />, '/coupon-centre');
    const cards = await screen.findAllByTestId('m-coupon-card');
    expect(within(cards[1]!).getByTestId('m-coupon-claim')).toBeDisabled();
    expect(cards[1]).toHaveTextContent('已领完');
    fireEvent.click(within(cards[0]!).getByTestId('m-coupon-claim'));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('m-coupon-card')[0]!).getByTestId('m-coupon-claim'),
      ).toHaveTextContent('去使用'),
    );
    expect(Object.fromEntries(requests.find((r) => r.url.startsWith('/api/coupon/claim'))!.body)).toEqual({
      id: '1',
    });
  });

  it('asks a visitor to log in', async () => {
    stubApi({ '/api/coupon/center': answer(0) });
    renderPage(<CouponCentrePage />, '/coupon-centre');
    expect(await screen.findByTestId('m-coupon-login-tip')).toHaveTextContent('登录后即可领取优惠券');
    expect(screen.getAllByTestId('m-coupon-claim')[0]).toHaveTextContent('立即领取');
  });
});

describe('我的优惠券 on the phone', () => {
  it('shows the tabs with counts and asks the server for the chosen state', async () => {
    const coupon: Voucher = {
      id: 55,
      name: '满200减20全场券',
      amount: '20.00',
      desc: '满200可用',
      valid_from: '2026-11-27T16:00:00.000Z',
      valid_to: '2026-12-28T15:59:59.000Z',
      status: 0,
      status_name: '未使用',
      order_id: null,
      used_at: null,
      type_name: '通用券',
    } as Voucher;
    requests = stubApi({
      '/api/user/coupon': (_b, url) => ({
        list: url.includes('status=2') ? [] : [coupon],
        total: 1,
        page: 1,
        page_size: 20,
        counts: { unused: 1, used: 0, expired: 3 },
      }),
    });
    renderPage(<CouponsPage />, '/coupons');
    expect(await screen.findByTestId('m-coupon')).toHaveTextContent('满200减20全场券');
    expect(screen.getByTestId('m-coupon')).toHaveTextContent('2026.11.28 - 2026.12.28');
    fireEvent.click(screen.getByText('已过期(3)'));
    expect(await screen.findByText('暂无优惠券')).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('status=2'))).toBe(true);
  });
});
