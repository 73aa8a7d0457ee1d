import type { StaffRole } from '@yaocai/contract';

/** What each permission's entity (the part before the dot) is called in the console. */
const ENTITY_NAMES: Record<string, string> = {
  console: '运营后台',
  dashboard: '工作台',
  member: '会员',
  review: '资质审核',
  order: '订单',
  receipt: '含麻回执',
  after_sale: '售后',
  goods: '商品',
  batch: '批次库存',
  price: '价格',
  promotion: '促销',
  content: '内容',
  document: '首营资料',
  chat: '在线客服',
  feedback: '反馈与求购',
  staff: '员工与角色',
  audit: '操作日志',
  integration: '系统对接',
  finance: '财务',
  invoice: '电子发票',
  recall: '质量（召回与冷链）',
  quote: '询价',
  proposal: '代客下单',
};

export interface PermissionGroup {
  entity: string;
  name: string;
  permissions: { code: string; name: string }[];
}

/** The catalogue grouped by entity, in the catalogue's order. */
export function permissionGroups(catalogue: readonly { code: string; name: string }[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of catalogue) {
    const entity = permission.code.split('.')[0] ?? permission.code;
    const group = groups.get(entity) ?? { entity, name: ENTITY_NAMES[entity] ?? entity, permissions: [] };
    group.permissions.push(permission);
    groups.set(entity, group);
  }
  return [...groups.values()];
}

/** The role that always holds every permission; the API refuses to change it. */
export const ADMINISTRATOR = 'administrator';

export function isEditableRole(role: Pick<StaffRole, 'code'>): boolean {
  return role.code !== ADMINISTRATOR;
}

/** Every role starts with these: without them a staff member cannot open the console. */
export const BASE_PERMISSIONS = ['console.use', 'dashboard.read'];
