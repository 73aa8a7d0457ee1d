import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MemberInvoice } from '@yaocai/contract';
import { ok, renderRoutes, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
import { OrderInvoices } from './order-invoices';

setUpComponentTests();

const invoice = (id: number, over: Partial<MemberInvoice>): MemberInvoice => ({
  id,
  invoice_no: `2026110000000000000${id}`,
  kind: 'blue',
  kind_name: '蓝字',
  order_id: 9,
  order_no: 'YC202611010009',
  amount: '128.00',
  tax_amount: '14.73',
  status: 'issued',
  status_name: '已开具',
  issued_at: '2026-11-01T02:00:00.000Z',
  original_no: '',
  pdf_url: `/api/operator/invoices/${id}/pdf`,
  title: '郑州康民药房',
  tax_number: '',
  ...over,
});

const blue = invoice(1, {});
const reversed = invoice(2, { status: 'reversed', status_name: '已冲红' });
const red = invoice(3, {
  kind: 'red',
  kind_name: '红字',
  amount: '-128.00',
  original_no: reversed.invoice_no,
});
const show = () =>
  renderRoutes([{ path: '/', element: <OrderInvoices invoices={[blue, reversed, red]} /> }], '/');

describe('OrderInvoices', () => {
  it('冲红重开 a blue invoice in force with the corrected title; a 422 lands under its field', async () => {
    let attempt = 0;
    const calls = stubApi([
      ['GET', '/api/operator/me', staffMe(['order.read', 'invoice.reissue'], { username: 'caiwu01' })],
      [
        'POST',
        '/api/operator/invoices/1/reissue',
        () =>
          ++attempt === 1
            ? {
                status: 422,
                body: {
                  code: 422,
                  msg: '纳税人识别号格式不正确',
                  data: null,
                  errors: { tax_number: ['纳税人识别号格式不正确'] },
                },
              }
            : ok({ red_id: 4, red_no: 'R0004', blue_id: 5, blue_no: 'B0005' }),
      ],
    ]);
    show();
    const buttons = await screen.findAllByTestId('order-invoice-reissue');
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.change(await screen.findByTestId('invoice-reissue-title'), {
      target: { value: '郑州康民大药房有限公司' },
    });
    fireEvent.change(screen.getByTestId('invoice-reissue-tax'), { target: { value: '91410100MA44XXXX1Y' } });
    fireEvent.change(screen.getByTestId('invoice-reissue-reason'), { target: { value: '抬头有误' } });
    fireEvent.click(screen.getByTestId('invoice-reissue-submit'));
    expect(await screen.findAllByText('纳税人识别号格式不正确')).not.toHaveLength(0);

    fireEvent.change(screen.getByTestId('invoice-reissue-tax'), { target: { value: '91410100MA44XXXX1X' } });
    fireEvent.click(screen.getByTestId('invoice-reissue-submit'));
    expect(await screen.findByText('已冲红（红字发票R0004）并重新开具发票B0005')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual({
      title: '郑州康民大药房有限公司',
      tax_number: '91410100MA44XXXX1X',
      reason: '抬头有误',
    });
  });

  it('offers nothing to staff without invoice.reissue', async () => {
    stubApi([['GET', '/api/operator/me', staffMe(['order.read'])]]);
    show();
    const table = await screen.findByTestId('order-invoices');
    await vi.waitFor(() => expect(within(table).getAllByText('蓝字')).toHaveLength(2));
    expect(screen.queryByTestId('order-invoice-reissue')).toBeNull();
  });
});
