import { describe, expect, it } from 'vitest';
import type { Permission } from '@yaocai/domain';
import { afterSaleActions } from './after-sale-steps';

const all = () => true;
const only =
  (...held: Permission[]) =>
  (permission: Permission) =>
    held.includes(permission);

describe('after-sale buttons', () => {
  it.each([
    ['return_refund', 'applied', ['approve', 'refuse']],
    ['return_refund', 'approved', ['received']],
    ['return_refund', 'returned', ['refund']],
    ['refund_only', 'approved', ['refund']],
    ['refund_only', 'returned', []],
    ['exchange', 'approved', ['received']],
    ['exchange', 'returned', ['reship']],
    ['exchange', 'reshipped', []],
    ['exchange', 'completed', []],
    ['return_refund', 'refunded', []],
    ['refund_only', 'rejected', []],
  ])('%s in %s offers %j', (kind, status, expected) => {
    expect(afterSaleActions(kind, status, all)).toEqual(expected);
  });

  it('offers only what the staff member may do', () => {
    expect(afterSaleActions('return_refund', 'applied', only('after_sale.receive'))).toEqual([]);
    expect(afterSaleActions('return_refund', 'approved', only('after_sale.receive'))).toEqual(['received']);
    expect(afterSaleActions('return_refund', 'returned', only('after_sale.receive'))).toEqual([]);
    expect(afterSaleActions('exchange', 'returned', only('after_sale.receive'))).toEqual([]);
    expect(afterSaleActions('exchange', 'returned', only('order.ship'))).toEqual(['reship']);
  });

  it('offers nothing for an unknown kind or status', () => {
    expect(afterSaleActions('swap', 'applied', all)).toEqual([]);
    expect(afterSaleActions('refund_only', 'lost', all)).toEqual([]);
  });
});
