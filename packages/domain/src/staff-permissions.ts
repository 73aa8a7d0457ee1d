/**
 * The operator console's permissions (entity.action) and the roles the wholesaler starts with. A route
 * under /api/operator declares one permission; a staff member holds the union of its roles'.
 */
export const PERMISSION_LABELS = {
  'console.use': '登录运营后台',
  'dashboard.read': '查看工作台',
  'member.read': '查看会员',
  'member.update': '修改会员',
  'review.read': '查看资质审核',
  'review.approve': '审核会员资质',
  'order.read': '查看订单',
  'order.ship': '订单发货',
  'order.cancel': '取消订单',
  'receipt.check': '审核含麻回执',
  'after_sale.read': '查看售后',
  'after_sale.approve': '审核售后申请',
  'after_sale.receive': '确认退货入库',
  'after_sale.refund': '售后退款',
  'goods.read': '查看商品',
  'goods.create': '新增商品',
  'goods.update': '修改商品',
  'batch.update': '维护批次库存',
  'price.update': '修改价格',
  'promotion.read': '查看促销',
  'promotion.update': '维护促销',
  'content.update': '维护内容',
  'document.update': '维护首营资料',
  'chat.reply': '在线客服',
  'feedback.reply': '回复反馈与求购',
  'staff.read': '查看员工与角色',
  'staff.update': '维护员工与角色',
  'audit.read': '查看操作日志',
  'integration.manage': '系统对接',
  'finance.read': '查看财务（汇款、收款、对账单）',
  'finance.transfer': '登记线下汇款',
  'finance.approve': '复核线下汇款',
  'finance.grant': '发放红包与现金券、调整账期额度',
  'recall.manage': '批次召回与冷链记录（质量）',
  'invoice.reissue': '发票冲红与重开',
  'quote.reply': '答复询价',
  'proposal.create': '我的客户与代客下单',
} as const;

export type Permission = keyof typeof PERMISSION_LABELS;
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSION_LABELS, value);
}

export interface StaffRoleDefinition {
  code: string;
  name: string;
  permissions: readonly Permission[];
}

const everyone: Permission[] = ['console.use', 'dashboard.read'];

export const STAFF_ROLES: readonly StaffRoleDefinition[] = [
  { code: 'administrator', name: '管理员', permissions: PERMISSIONS },
  {
    code: 'customer_service',
    name: '客服',
    permissions: [
      ...everyone,
      'chat.reply',
      'feedback.reply',
      'member.read',
      'order.read',
      'after_sale.read',
      'after_sale.approve',
      'after_sale.receive',
      'after_sale.refund',
      'invoice.reissue',
    ],
  },
  {
    code: 'warehouse',
    name: '仓库',
    permissions: [
      ...everyone,
      'order.read',
      'order.ship',
      'receipt.check',
      'goods.read',
      'batch.update',
      'after_sale.read',
      'after_sale.receive',
    ],
  },
  {
    code: 'operations',
    name: '运营',
    permissions: [
      ...everyone,
      'member.read',
      'review.read',
      'review.approve',
      'goods.read',
      'goods.create',
      'goods.update',
      'price.update',
      'promotion.read',
      'promotion.update',
      'content.update',
      'document.update',
      'order.read',
      'quote.reply',
    ],
  },
  {
    code: 'finance',
    name: '财务',
    permissions: [
      ...everyone,
      'member.read',
      'order.read',
      'finance.read',
      'finance.transfer',
      'finance.approve',
      'finance.grant',
      'invoice.reissue',
    ],
  },
  {
    code: 'quality',
    name: '质量',
    permissions: [...everyone, 'recall.manage', 'goods.read', 'order.read', 'member.read'],
  },
  {
    code: 'account_manager',
    name: '业务员',
    permissions: [...everyone, 'quote.reply', 'proposal.create'],
  },
];

/** What a staff member with these roles may do: the union of the roles' permissions, known ones only. */
export function permissionsOf(roles: readonly { permissions: readonly string[] }[]): Permission[] {
  const held = new Set(roles.flatMap((role) => role.permissions));
  return PERMISSIONS.filter((permission) => held.has(permission));
}

export function can(held: readonly string[], needed: Permission): boolean {
  return held.includes(needed);
}

/**
 * The console 工作台's to-dos and the permission that acts on each: the dashboard counts, and shows,
 * only those the viewer holds the permission for.
 */
export const DASHBOARD_TODOS = {
  reviews: 'review.approve',
  shipments: 'order.ship',
  after_sales: 'after_sale.approve',
  receipts: 'receipt.check',
  variety_requests: 'feedback.reply',
  feedback: 'feedback.reply',
  chats: 'chat.reply',
} as const satisfies Record<string, Permission>;
export type DashboardTodo = keyof typeof DASHBOARD_TODOS;

/** The to-dos a staff member with these permissions can act on, in the dashboard's order. */
export function dashboardTodos(held: readonly string[]): DashboardTodo[] {
  return (Object.keys(DASHBOARD_TODOS) as DashboardTodo[]).filter((todo) => can(held, DASHBOARD_TODOS[todo]));
}
