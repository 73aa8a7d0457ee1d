import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DocumentsPackLink, hasDocumentsPack } from './documents-pack-link';

const order = { id: 42, order_no: 'YC2026112300001', status: 'shipped' as const };

describe('下载首营资料', () => {
  it.each([
    ['unpaid', false],
    ['to_ship', false],
    ['shipped', true],
    ['completed', true],
    ['cancelled', false],
  ] as const)('%s → %s', (status, shown) => {
    expect(hasDocumentsPack({ status })).toBe(shown);
  });

  it('downloads the order’s ZIP under its Chinese name', () => {
    render(<DocumentsPackLink order={order} variant="button" />);
    const link = screen.getByTestId('order-documents');
    expect(link).toHaveAttribute('href', '/api/order/42/documents');
    expect(link).toHaveAttribute('download', '首营资料-YC2026112300001.zip');
    expect(link).toHaveTextContent('下载首营资料');
  });

  it('shows nothing before the order ships', () => {
    render(<DocumentsPackLink order={{ ...order, status: 'to_ship' }} />);
    expect(screen.queryByTestId('order-documents')).toBeNull();
  });
});
