import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, permissionsOf } from '@yaocai/domain';
import { homePath, MENU, sectionOf, visibleMenu } from './menu';

const role = (code: string) => permissionsOf(STAFF_ROLES.filter((r) => r.code === code));
const labels = (permissions: readonly string[]) => visibleMenu(permissions).map((entry) => entry.label);

describe('side menu', () => {
  it.each([
    [
      'administrator',
      [
        '工作台',
        '资质审核',
        '会员管理',
        '商品管理',
        '订单管理',
        '售后管理',
        '财务管理',
        '促销管理',
        '在线客服',
        '求购与反馈',
        '内容管理',
        '员工与角色',
        '操作日志',
        '系统对接',
        '质量管理',
        '询价管理',
        '我的客户',
      ],
    ],
    ['customer_service', ['工作台', '会员管理', '订单管理', '售后管理', '在线客服', '求购与反馈']],
    ['warehouse', ['工作台', '商品管理', '订单管理', '售后管理']],
    [
      'operations',
      ['工作台', '资质审核', '会员管理', '商品管理', '订单管理', '促销管理', '内容管理', '询价管理'],
    ],
    ['finance', ['工作台', '会员管理', '订单管理', '财务管理']],
    ['quality', ['工作台', '会员管理', '商品管理', '订单管理', '质量管理']],
  ])('shows %s the sections its permissions allow', (code, expected) => {
    expect(labels(role(code))).toEqual(expected);
  });

  it('shows nothing without permissions and each section with its own permission only', () => {
    expect(visibleMenu([])).toEqual([]);
    for (const entry of MENU) expect(visibleMenu([entry.permission])).toEqual([entry]);
  });

  it('finds the section of a path, detail pages included', () => {
    expect(sectionOf('/')?.key).toBe('dashboard');
    expect(sectionOf('/reviews')?.key).toBe('reviews');
    expect(sectionOf('/reviews/12')?.key).toBe('reviews');
    expect(sectionOf('/after-sales/')?.key).toBe('after-sales');
    expect(sectionOf('/members')?.key).toBe('members');
    expect(sectionOf('/goods/new')?.key).toBe('goods');
    expect(sectionOf('/goods/12/edit')?.key).toBe('goods');
    expect(sectionOf('/promotions')?.key).toBe('promotions');
    expect(sectionOf('/promotions/preview')?.key).toBe('promotions');
    expect(sectionOf('/content/articles')?.key).toBe('content');
    expect(sectionOf('/staff')?.key).toBe('staff');
    expect(sectionOf('/service/feedback')?.key).toBe('service');
    expect(sectionOf('/chat')?.key).toBe('chat');
    expect(sectionOf('/integration')?.key).toBe('integration');
    expect(sectionOf('/orders-old')).toBeUndefined();
    expect(sectionOf('/nowhere')).toBeUndefined();
  });

  it('lands on the first section the staff member may open', () => {
    expect(homePath(role('warehouse'))).toBe('/');
    expect(homePath(['order.read'])).toBe('/orders');
    expect(homePath(['goods.read', 'order.read'])).toBe('/goods');
    expect(homePath(['member.read'])).toBe('/members');
    expect(homePath(['content.update', 'staff.read'])).toBe('/content');
    expect(homePath(['staff.read', 'audit.read'])).toBe('/staff');
    expect(homePath(['console.use'])).toBeNull();
  });
});
