import { describe, expect, it } from 'vitest';
import { PERMISSION_LABELS, PERMISSIONS } from '@yaocai/domain';
import { isEditableRole, permissionGroups } from './permission-groups';

const catalogue = PERMISSIONS.map((code) => ({ code, name: PERMISSION_LABELS[code] }));

describe('permission groups', () => {
  it('groups the catalogue by entity, in its order, with Chinese names', () => {
    const groups = permissionGroups(catalogue);
    expect(groups.map((g) => g.name).slice(0, 4)).toEqual(['运营后台', '工作台', '会员', '资质审核']);
    expect(groups.find((g) => g.entity === 'after_sale')?.permissions.map((p) => p.name)).toEqual([
      '查看售后',
      '审核售后申请',
      '确认退货入库',
      '售后退款',
    ]);
    expect(groups.flatMap((g) => g.permissions)).toHaveLength(catalogue.length);
  });

  it('names every entity the domain knows', () => {
    for (const group of permissionGroups(catalogue)) expect(group.name).not.toBe(group.entity);
  });

  it('keeps an entity it does not know by its code', () => {
    expect(permissionGroups([{ code: 'report.read', name: '查看报表' }])).toEqual([
      { entity: 'report', name: 'report', permissions: [{ code: 'report.read', name: '查看报表' }] },
    ]);
  });

  it('never offers the administrator role for editing', () => {
    expect(isEditableRole({ code: 'administrator' })).toBe(false);
    expect(isEditableRole({ code: 'operations' })).toBe(true);
  });
});
