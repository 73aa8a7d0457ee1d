import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A fresh order of the logged-in buyer, paid from the balance: buy again its first completed order.
 * `tag` makes the idempotency key the spec's own.
 */
export async function freshPaidOrder(buyer: Page, tag: string) {
  const api = buyer.request;
  const completed = (await (await api.get('/api/order/list?status=completed')).json()).data.list[0];
  const cart = (await (await api.post(`/api/order/${completed.id}/rebuy`)).json()).data;
  const address = (await (await api.get('/api/address/list')).json()).data.list[0];
  const created = await api.post('/api/order/create', {
    data: {
      ids: cart.lines.map((l: { id: number }) => l.id),
      address_id: address.id,
      invoice_type: 0,
      idempotency_key: `e2e-${tag}-${Date.now()}`,
      pay_method: 'balance',
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).data as { order_id: number; order_no: string };
}
