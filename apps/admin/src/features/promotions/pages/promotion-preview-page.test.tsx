import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PromotionPreviewAnswer } from '@yaocai/contract';
import { ok, renderRoutes, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
import { PromotionPreviewPage } from './promotion-preview-page';
import { spikeOffer } from '../lib/promotion-fixtures';

const me = staffMe(['promotion.read', 'goods.read'], { username: 'operator01', name: '' });

const goods = {
  id: 1429,
  kind: 'device',
  kind_name: '器械',
  name: '红外耳温计',
  trade_name: '',
  spec: 'HEM-8112',
  unit: '台',
  manufacturer: '欧姆龙（大连）有限公司',
  approval_number: '',
  category: '家用器械',
  scope_class: '二类器械',
  base_price: '127.90',
  retail_price: '168.00',
  stock: 80,
  nearest_expiry: '',
  on_sale: 1,
  sales: 3,
  image: '',
};

const offer = spikeOffer();

const answer: PromotionPreviewAnswer = {
  lines: [
    {
      goods_id: 1429,
      name: '红外耳温计',
      number: 3,
      unit_price: '84.00',
      amount: '0.00',
      manjian_share: '0.00',
      refusal: '活动每人限购2件，您还可购买2件',
    },
  ],
  activities: [],
  goods_amount: '0.00',
  manjian_amount: '0.00',
  shipping_amount: '10.00',
  payable: '10.00',
};

setUpComponentTests();

/** Opens an antd Select and picks the option showing `text`. */
async function pick(testId: string, text: string) {
  const root = screen.getByTestId(testId);
  // A select may wait for the form to enable it (the offer select waits for its goods).
  await vi.waitFor(() => expect(within(root).getByRole('combobox')).toBeEnabled());
  fireEvent.mouseDown(root);
  const options = await screen.findAllByText(text);
  fireEvent.click(options.at(-1)!);
}

describe('PromotionPreviewPage', () => {
  it('prices a sample cart with a 秒杀 line for the default member and shows what it would pay', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me],
      ['GET', '/api/operator/activity_prices', ok([offer])],
      ['GET', '/api/operator/goods', ok({ list: [goods], total: 1, page: 1, page_size: 20 })],
      ['POST', '/api/operator/promotions/preview', ok(answer)],
    ]);
    renderRoutes([{ path: '/promotions/preview', element: <PromotionPreviewPage /> }], '/promotions/preview');
    expect(await screen.findByTestId('preview-username')).toHaveValue('yaodian01');
    await vi.waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/operator/goods'))).toBe(true));
    await pick('preview-goods', '红外耳温计');
    fireEvent.change(screen.getByTestId('preview-number'), { target: { value: '3' } });
    await pick('preview-offer', '进行中 · 2026-11-23 10:00 至 2026-11-23 22:00');
    fireEvent.click(screen.getByTestId('preview-run'));

    const result = await screen.findByTestId('preview-result');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'yaodian01',
      lines: [{ goods_id: 1429, number: 3, type: 1, ref_id: 20 }],
    });
    expect(within(result).getByTestId('preview-refusal')).toHaveTextContent('活动每人限购2件');
    expect(within(result).getByText('没有参与满减活动的商品')).toBeInTheDocument();
    expect(within(result).getByTestId('preview-payable')).toHaveTextContent('¥10.00');
  });

  it('puts an unknown member under the field', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me],
      ['GET', '/api/operator/activity_prices', ok([])],
      ['GET', '/api/operator/goods', ok({ list: [goods], total: 1, page: 1, page_size: 20 })],
      [
        'POST',
        '/api/operator/promotions/preview',
        { status: 422, body: { code: 422, msg: '会员不存在', errors: { username: ['会员不存在'] } } },
      ],
    ]);
    renderRoutes([{ path: '/promotions/preview', element: <PromotionPreviewPage /> }], '/promotions/preview');
    fireEvent.change(await screen.findByTestId('preview-username'), { target: { value: 'nobody01' } });
    await vi.waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/operator/goods'))).toBe(true));
    await pick('preview-goods', '红外耳温计');
    fireEvent.click(screen.getByTestId('preview-run'));
    expect(await screen.findByText('会员不存在')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-result')).toBeNull();
  });
});
