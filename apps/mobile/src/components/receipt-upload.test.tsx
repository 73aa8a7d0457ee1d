import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage, stubApi, stubImageDecoding } from '../test/render';
import { ReceiptSection } from './receipt-upload';

let requests: ReturnType<typeof stubApi>;
beforeEach(() => {
  requests = stubApi({ '/api/order/31/receipt': () => ({ id: 31, receipt_status: 'pending' }) });
  // jsdom decodes no pictures: the picture goes up as read, unscaled.
  stubImageDecoding();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('含麻 receipt on a mobile order', () => {
  it('takes the picture with the back camera and posts it to the order', async () => {
    renderPage(
      <ReceiptSection
        order={{
          id: 31,
          receipt: { status: 'rejected', image: '', note: '签章不清晰' },
          receipt_status_name: '已驳回',
        }}
        canUpload
      />,
      '/orders/31',
    );
    expect(screen.getByTestId('m-receipt-status')).toHaveTextContent('已驳回');
    expect(screen.getByText('驳回原因：签章不清晰')).toBeInTheDocument();
    const input = screen.getByTestId('m-receipt-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'receipt.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/order/31/receipt')).toBe(true));
    const sent = requests.find((r) => r.url === '/api/order/31/receipt')!.body.get('image');
    expect(sent).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('shows nothing for an order without special medicine', () => {
    renderPage(
      <ReceiptSection
        order={{ id: 32, receipt: { status: 'none', image: '', note: '' }, receipt_status_name: '无需回执' }}
        canUpload={false}
      />,
      '/orders/32',
    );
    expect(screen.queryByTestId('m-order-receipt')).toBeNull();
  });
});
