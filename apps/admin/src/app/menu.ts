import type { ComponentType } from 'react';
import {
  AccountBookOutlined,
  AlertOutlined,
  ApiOutlined,
  AuditOutlined,
  ContactsOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  GiftOutlined,
  HistoryOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { can, type Permission } from '@yaocai/domain';

/**
 * The side menu and the permission each section needs: the only place that says which staff member
 * sees which section. The router guards each section's routes with the same permission.
 */
export interface MenuEntry {
  key:
    | 'dashboard'
    | 'reviews'
    | 'members'
    | 'goods'
    | 'orders'
    | 'after-sales'
    | 'finance'
    | 'promotions'
    | 'chat'
    | 'service'
    | 'content'
    | 'staff'
    | 'audit'
    | 'integration'
    | 'recalls'
    | 'quotes'
    | 'customers';
  label: string;
  /** Path of the section's list page; its detail pages sit under it. */
  path: string;
  permission: Permission;
  icon: ComponentType;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', label: '工作台', path: '/', permission: 'dashboard.read', icon: DashboardOutlined },
  {
    key: 'reviews',
    label: '资质审核',
    path: '/reviews',
    permission: 'review.read',
    icon: FileSearchOutlined,
  },
  { key: 'members', label: '会员管理', path: '/members', permission: 'member.read', icon: TeamOutlined },
  { key: 'goods', label: '商品管理', path: '/goods', permission: 'goods.read', icon: MedicineBoxOutlined },
  { key: 'orders', label: '订单管理', path: '/orders', permission: 'order.read', icon: ProfileOutlined },
  {
    key: 'after-sales',
    label: '售后管理',
    path: '/after-sales',
    permission: 'after_sale.read',
    icon: AuditOutlined,
  },
  {
    key: 'finance',
    label: '财务管理',
    path: '/finance',
    permission: 'finance.read',
    icon: AccountBookOutlined,
  },
  {
    key: 'promotions',
    label: '促销管理',
    path: '/promotions',
    permission: 'promotion.read',
    icon: GiftOutlined,
  },
  {
    key: 'chat',
    label: '在线客服',
    path: '/chat',
    permission: 'chat.reply',
    icon: CustomerServiceOutlined,
  },
  {
    key: 'service',
    label: '求购与反馈',
    path: '/service',
    permission: 'feedback.reply',
    icon: SolutionOutlined,
  },
  { key: 'content', label: '内容管理', path: '/content', permission: 'content.update', icon: ReadOutlined },
  {
    key: 'staff',
    label: '员工与角色',
    path: '/staff',
    permission: 'staff.read',
    icon: SafetyCertificateOutlined,
  },
  { key: 'audit', label: '操作日志', path: '/audit', permission: 'audit.read', icon: HistoryOutlined },
  {
    key: 'integration',
    label: '系统对接',
    path: '/integration',
    permission: 'integration.manage',
    icon: ApiOutlined,
  },
  { key: 'recalls', label: '质量管理', path: '/recalls', permission: 'recall.manage', icon: AlertOutlined },
  { key: 'quotes', label: '询价管理', path: '/quotes', permission: 'quote.reply', icon: MessageOutlined },
  {
    key: 'customers',
    label: '我的客户',
    path: '/customers',
    permission: 'proposal.create',
    icon: ContactsOutlined,
  },
];

export type MenuKey = MenuEntry['key'];

export function menuEntry(key: MenuKey): MenuEntry {
  return MENU.find((entry) => entry.key === key)!;
}

/** The sections a staff member with these permissions sees, in menu order. */
export function visibleMenu(permissions: readonly string[]): MenuEntry[] {
  return MENU.filter((entry) => can(permissions, entry.permission));
}

/** The section a console path belongs to ('/reviews/12' → reviews), for the selected menu item. */
export function sectionOf(pathname: string): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return MENU[0];
  return MENU.find(
    (entry) => entry.path !== '/' && (path === entry.path || path.startsWith(`${entry.path}/`)),
  );
}

/** Where to land after login: the dashboard, or the first section the staff member may open. */
export function homePath(permissions: readonly string[]): string | null {
  return visibleMenu(permissions)[0]?.path ?? null;
}
