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

/** A section whose list page is at `/${key}` unless `path` says otherwise. */
const section = (
  key: MenuEntry['key'],
  label: string,
  permission: Permission,
  icon: ComponentType,
  path = `/${key}`,
): MenuEntry => ({ key, label, path, permission, icon });

export const MENU: readonly MenuEntry[] = [
  section('dashboard', '工作台', 'dashboard.read', DashboardOutlined, '/'),
  section('reviews', '资质审核', 'review.read', FileSearchOutlined),
  section('members', '会员管理', 'member.read', TeamOutlined),
  section('goods', '商品管理', 'goods.read', MedicineBoxOutlined),
  section('orders', '订单管理', 'order.read', ProfileOutlined),
  section('after-sales', '售后管理', 'after_sale.read', AuditOutlined),
  section('finance', '财务管理', 'finance.read', AccountBookOutlined),
  section('promotions', '促销管理', 'promotion.read', GiftOutlined),
  section('chat', '在线客服', 'chat.reply', CustomerServiceOutlined),
  section('service', '求购与反馈', 'feedback.reply', SolutionOutlined),
  section('content', '内容管理', 'content.update', ReadOutlined),
  section('staff', '员工与角色', 'staff.read', SafetyCertificateOutlined),
  section('audit', '操作日志', 'audit.read', HistoryOutlined),
  section('integration', '系统对接', 'integration.manage', ApiOutlined),
  section('recalls', '质量管理', 'recall.manage', AlertOutlined),
  section('quotes', '询价管理', 'quote.reply', MessageOutlined),
  section('customers', '我的客户', 'proposal.create', ContactsOutlined),
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
