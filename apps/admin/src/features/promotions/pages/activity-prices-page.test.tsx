import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ok, renderRoutes, sentBody, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
import { ActivityPricesPage } from './activity-prices-page';
import { spikeOffer } from '../lib/promotion-fixtures';

const offer = spikeOffer;

const me = staffMe(['promotion.read', 'promotion.update', 'goods.read']);

setUpComponentTests();

describe('ActivityPricesPage', () => {
  it("lists the URL's kind and edits a price, refusing one above the 供货价", async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me],
      ['GET', '/api/operator/activity_prices', ok([offer(20), offer(21, { limit_per_member: 0, sold: 0 })])],
      ['GET', '/api/operator/goods', ok({ list: [], total: 0, page: 1, page_size: 20 })],
      ['POST', '/api/operator/activity_prices/20', ok({ id: 20 })],
    ]);
    renderRoutes(
      [{ path: '/promotions/activity-prices', element: <ActivityPricesPage /> }],
      '/promotions/activity-prices?kind=spike',
    );
    const row = await screen.findByTestId('ap-row-20');
    expect(calls.find((c) => c.url.startsWith('/api/operator/activity_prices'))?.url).toBe(
      '/api/operator/activity_prices?kind=spike',
    );
    expect(row).toHaveTextContent('每人限购 2件');
    expect(screen.getByTestId('ap-row-21')).toHaveTextContent('不限购');

    fireEvent.click(within(row).getByTestId('ap-edit'));
    const price = await screen.findByTestId('ap-price');
    expect(price).toHaveValue('84.00');
    expect(screen.getByText('供货价 ¥127.90，活动价须低于供货价')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '130' } });
    fireEvent.click(screen.getByTestId('ap-save'));
    expect(await screen.findByText('活动价必须低于商品供货价', {}, { timeout: 8000 })).toBeInTheDocument();

    fireEvent.change(price, { target: { value: '79.9' } });
    fireEvent.click(screen.getByTestId('ap-save'));
    expect(await sentBody(calls)).toEqual({
      kind: 'spike',
      goods_id: 1429,
      price: '79.9',
      limit_per_member: 2,
      starts_at: '2026-11-23 10:00',
      ends_at: '2026-11-23 22:00',
    });
  });
});
