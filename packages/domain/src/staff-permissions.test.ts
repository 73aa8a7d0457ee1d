import { describe, expect, it } from 'vitest';
import {
  can,
  isPermission,
  permissionsOf,
  PERMISSIONS,
  STAFF_ROLES,
  type Permission,
} from './staff-permissions';

const role = (code: string) => STAFF_ROLES.find((r) => r.code === code)!;

describe('staff roles', () => {
  it.each([
    ['administrator', 'staff.update', true],
    ['administrator', 'after_sale.refund', true],
    ['customer_service', 'after_sale.refund', true],
    ['customer_service', 'chat.reply', true],
    ['customer_service', 'order.ship', false],
    ['customer_service', 'review.approve', false],
    ['warehouse', 'order.ship', true],
    ['warehouse', 'receipt.check', true],
    ['warehouse', 'batch.update', true],
    ['warehouse', 'after_sale.refund', false],
    ['warehouse', 'price.update', false],
    ['operations', 'review.approve', true],
    ['operations', 'price.update', true],
    ['operations', 'promotion.update', true],
    ['operations', 'order.ship', false],
    ['operations', 'audit.read', false],
    ['operations', 'finance.approve', false],
    ['administrator', 'finance.approve', true],
    ['finance', 'finance.read', true],
    ['finance', 'finance.transfer', true],
    ['finance', 'finance.approve', true],
    ['finance', 'finance.grant', true],
    ['finance', 'order.read', true],
    ['finance', 'order.ship', false],
    ['finance', 'staff.update', false],
    ['customer_service', 'finance.read', false],
    ['warehouse', 'finance.transfer', false],
    ['quality', 'recall.manage', true],
    ['administrator', 'recall.manage', true],
    ['quality', 'order.ship', false],
    ['warehouse', 'recall.manage', false],
  ] as [string, Permission, boolean][])('%s may %s: %s', (code, permission, expected) => {
    expect(can(permissionsOf([role(code)]), permission)).toBe(expected);
  });

  it('gives every role the console and its dashboard', () => {
    for (const r of STAFF_ROLES) {
      expect(r.permissions).toContain('console.use');
      expect(r.permissions).toContain('dashboard.read');
    }
  });

  it('names only known permissions in its roles', () => {
    for (const r of STAFF_ROLES) for (const p of r.permissions) expect(isPermission(p)).toBe(true);
  });
});

describe('permissionsOf', () => {
  it.each([
    [[], []],
    [[{ permissions: ['order.read'] }], ['order.read']],
    [
      [{ permissions: ['order.ship', 'order.read'] }, { permissions: ['order.read'] }],
      ['order.read', 'order.ship'],
    ],
    [[{ permissions: ['no.such', 'audit.read'] }], ['audit.read']],
  ] as [{ permissions: string[] }[], string[]][])('%j → %j', (roles, expected) => {
    expect(permissionsOf(roles)).toEqual(expected);
  });

  it('lists in the catalogue order without duplicates', () => {
    expect(permissionsOf(STAFF_ROLES)).toEqual(PERMISSIONS);
  });
});

describe('isPermission', () => {
  it.each([
    ['order.ship', true],
    ['order', false],
    ['toString', false],
    [7, false],
  ])('%j → %s', (value, expected) => expect(isPermission(value)).toBe(expected));
});
