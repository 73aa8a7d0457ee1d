import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PointsGoodsItem } from '@yaocai/contract';
import { renderPage, stubApi } from '../test/render';
import { PointsGoodsPage } from './points-goods';
import { PointsPage } from './points';

const item = (o: Partial<PointsGoodsItem> & Pick<PointsGoodsItem, 'id' | 'name'>): PointsGoodsItem => ({
  kind: 'goods',
  kind_name: '实物礼品',
  image: '/img/points/1.svg',
  description: '门店常备',
  points: 100,
  stock: 10,
  limit_per_member: 0,
  exchanged_by_me: 0,
  coupon: null,
  ...o,
});

let points: number;
let requests: ReturnType<typeof stubApi>;
const mall = [
  item({ id: 1, name: '红外电子体温计', points: 300 }),
  item({
    id: 2,
    name: '10元优惠券',
    kind: 'coupon',
    kind_name: '优惠券',
    coupon: { amount: '10.00', threshold: '200.00', days: 30 },
  }),
  item({ id: 3, name: '药品分装盒', stock: 0 }),
];

beforeEach(() => {
  points = 500;
  requests = stubApi({
    '/api/user/base': () => ({ username: 'yaodian01', company: '仁和大药房', points }),
    '/api/points/goods': () => ({ list: mall, total: mall.length, page: 1, page_size: 20, points, rate: 1 }),
    '/api/address/list': () => ({
      list: [
        {
          id: 7,
          consignee: '赵建国',
          phone: '13801012345',
          full_address: '北京市朝阳区朝阳北路101号',
          is_default: 1,
        },
      ],
    }),
    '/api/points/exchange': (body) => {
      const spent = 300 * Number(body.get('number'));
      points -= spent;
      return { order_id: 9, order_no: 'JF202611280001', status: 'to_ship', points_spent: spent, points };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/points" element={<PointsPage />} />
      <Route path="/points/:id" element={<PointsGoodsPage />} />
    </Routes>,
    path,
  );

describe('积分商城 on the phone', () => {
  it('lists the goods with the member’s points and says which cannot be exchanged', async () => {
    at('/points');
    expect(await screen.findByTestId('m-points-balance')).toHaveTextContent('500');
    const cards = await screen.findAllByTestId('m-points-goods');
    expect(cards).toHaveLength(3);
    expect(cards[2]).toHaveTextContent('已兑完');
    expect(cards[0]).toHaveAttribute('href', '/points/1');
  });

  it('exchanges a gift to the default address and shows what is left', async () => {
    at('/points/1');
    expect(await screen.findByTestId('m-points-item-name')).toHaveTextContent('红外电子体温计');
    expect(await screen.findByTestId('m-exchange-address')).toHaveTextContent('赵建国');
    fireEvent.click(screen.getByTestId('m-exchange-submit'));
    expect(await screen.findByTestId('m-exchange-done')).toHaveTextContent(
      '已消耗300积分，积分订单JF202611280001已提交',
    );
    expect(screen.getByTestId('m-exchange-done')).toHaveTextContent('剩余积分 200');
    const sent = requests.find((r) => r.url.startsWith('/api/points/exchange'))!;
    expect(Object.fromEntries(sent.body)).toMatchObject({ id: '1', number: '1', address_id: '7' });
  });

  it('refuses on the button when the points do not pay for it', async () => {
    points = 50;
    at('/points/1');
    const submit = await screen.findByTestId('m-exchange-submit');
    await waitFor(() => expect(submit).toHaveTextContent('积分不足'));
    expect(submit).toBeDisabled();
  });

  it('a coupon item states its rule and needs no address', async () => {
    at('/points/2');
    expect(await screen.findByText('满200减10，30天有效')).toBeInTheDocument();
    expect(screen.queryByTestId('m-exchange-address')).toBeNull();
  });
});
