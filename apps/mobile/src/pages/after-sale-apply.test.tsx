import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderPage, stubApi, stubImageDecoding } from '../test/render';
import { AfterSaleApplyPage } from './after-sale-apply';

const line = (id: number, name: string, refundable: number, isGift = 0) => ({
  id,
  goods_id: id + 100,
  goods_name: name,
  spec: '0.25g*24粒',
  manufacturer: '华北制药',
  unit: '盒',
  batch_no: `B2026${id}`,
  expires_on: '2027-08-31',
  price: '12.50',
  quantity: 10,
  refundable_quantity: refundable,
  is_gift: isGift,
});

const order = (status: string) => ({
  id: 41,
  order_no: 'YC202611280041',
  status,
  actions: ['after_sale'],
  lines: [line(1, '阿莫西林胶囊', 10), line(2, '布洛芬缓释胶囊', 0), line(3, '赠品口罩', 5, 1)],
  after_sales: [],
});

const traced = (code: string) => ({ code, kind: 'nmpa', units: 1, received_at: null, return_state: 'none' });

let requests: ReturnType<typeof stubApi>;
function setup(status: string) {
  requests = stubApi({
    // Line 1 shipped with three 追溯码; the buyer still holds them all.
    '/api/order/41/trace': () => ({
      order_id: 41,
      order_no: 'YC202611280041',
      status,
      lines: [
        {
          order_line_id: 1,
          codes: ['81234560000000000011', '81234560000000000012', '81234560000000000013'].map(traced),
        },
      ],
      receipts: [],
    }),
    '/api/order/41': () => order(status),
    '/api/after_sale': () => ({ id: 7, after_sale_no: 'AS2026112800007', status: 'applied' }),
  });
  return renderPage(
    <Routes>
      <Route path="/orders/:id/after-sale" element={<AfterSaleApplyPage />} />
      <Route path="/after-sales/:id" element={<div>售后详情页</div>} />
    </Routes>,
    '/orders/41/after-sale',
  );
}
beforeEach(() => {
  // jsdom decodes no pictures: the photo goes up as read, unscaled.
  stubImageDecoding();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('申请售后 on a phone', () => {
  it('sends the kind, reason, units per line and the camera photo, then opens the request', async () => {
    setup('completed');
    await screen.findByText('阿莫西林胶囊');
    // Only lines with units still open and no gifts.
    expect(screen.getAllByTestId('m-as-line')).toHaveLength(1);
    fireEvent.click(screen.getByText('换货'));
    fireEvent.click(screen.getByText('效期不符/近效期'));
    fireEvent.change(screen.getByPlaceholderText('补充说明（选填）'), { target: { value: '外盒压扁' } });
    const stepper = screen.getByTestId('m-as-quantity');
    fireEvent.click(within(stepper).getAllByRole('button')[1]!);
    fireEvent.click(within(stepper).getAllByRole('button')[1]!);

    const input = screen.getByTestId('m-as-photo-input');
    expect(input).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'box.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    await screen.findByAltText('凭证照片1');

    // Goods going back name their 追溯码, as many as the units.
    fireEvent.click(screen.getByTestId('m-as-submit'));
    await screen.findByText('请为「阿莫西林胶囊」勾选与退回数量相同的追溯码');
    expect(requests.some((r) => r.url === '/api/after_sale')).toBe(false);
    const codes = screen.getByTestId('m-return-codes');
    fireEvent.click(within(codes).getByText('81234560000000000011'));
    fireEvent.click(within(codes).getByText('81234560000000000013'));
    expect(within(codes).getByTestId('m-return-codes-count')).toHaveTextContent('已选 2/2盒');

    fireEvent.click(screen.getByTestId('m-as-submit'));
    await screen.findByText('售后详情页');
    const sent = requests.find((r) => r.url === '/api/after_sale')!.body;
    expect(sent.get('order_id')).toBe('41');
    expect(sent.get('kind')).toBe('exchange');
    expect(sent.get('reason')).toBe('效期不符/近效期：外盒压扁');
    expect(sent.get('lines[0][order_line_id]')).toBe('1');
    expect(sent.get('lines[0][quantity]')).toBe('2');
    expect(sent.getAll('lines[0][trace_codes][]')).toEqual(['81234560000000000011', '81234560000000000013']);
    expect(sent.get('photos[]')).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('offers only 仅退款 before shipping and asks for a reason and units first', async () => {
    setup('to_ship');
    await screen.findByText('订单尚未发货，仅可申请仅退款；发货后可申请退货退款或换货。');
    expect(screen.getByText('退货退款').closest('.adm-selector-item')).toHaveClass(
      'adm-selector-item-disabled',
    );
    fireEvent.click(screen.getByTestId('m-as-submit'));
    await screen.findByText('请选择售后原因');
    expect(requests.some((r) => r.url === '/api/after_sale')).toBe(false);
  });
});
