/**
 * The console's routes under the basename /admin. Each section's routes need the permission its
 * menu entry names (menu.ts); the layout shows 403 instead of a page the staff member may not open.
 */
import type { Permission } from '@yaocai/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@yaocai/web-kit/antd/error-pages';
import { AdminLayout } from './layout/admin-layout';
import { PageLoading } from './layout/page-loading';
import { RootRoute } from './layout/root-route';
import { menuEntry, type MenuKey } from './menu';
import type { RouteMeta } from './route-meta';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page of a section; `permission` when the page needs more than opening the section (新增, 编辑). */
function page(
  path: string | undefined,
  title: string,
  section: MenuKey,
  lazy: Lazy,
  permission: Permission = menuEntry(section).permission,
): RouteObject {
  const handle: RouteMeta = { title, permission };
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: (
      <RouteErrorPage updatedText="后台已更新，请刷新页面后继续使用" className="full-screen-center" />
    ),
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/login',
        handle: { title: '登录' } satisfies RouteMeta,
        lazy: async () => ({ Component: (await import('../features/account/pages/login-page')).LoginPage }),
      },
      {
        path: '/',
        element: <AdminLayout />,
        children: [
          page(undefined, '工作台', 'dashboard', async () => ({
            Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
          })),
          page('reviews', '资质审核', 'reviews', async () => ({
            Component: (await import('../features/reviews/pages/reviews-page')).ReviewsPage,
          })),
          page('reviews/:id', '审核详情', 'reviews', async () => ({
            Component: (await import('../features/reviews/pages/review-detail-page')).ReviewDetailPage,
          })),
          page('members', '会员管理', 'members', async () => ({
            Component: (await import('../features/members/pages/members-page')).MembersPage,
          })),
          page('goods', '商品管理', 'goods', async () => ({
            Component: (await import('../features/goods/pages/goods-page')).GoodsPage,
          })),
          page(
            'goods/new',
            '新增商品',
            'goods',
            async () => ({
              Component: (await import('../features/goods/pages/goods-edit-page')).GoodsEditPage,
            }),
            'goods.create',
          ),
          page(
            'goods/:id/edit',
            '编辑商品',
            'goods',
            async () => ({
              Component: (await import('../features/goods/pages/goods-edit-page')).GoodsEditPage,
            }),
            'goods.update',
          ),
          page('orders', '订单管理', 'orders', async () => ({
            Component: (await import('../features/orders/pages/orders-page')).OrdersPage,
          })),
          page(
            'orders/:id/ship',
            '扫码发货',
            'orders',
            async () => ({
              Component: (await import('../features/orders/pages/ship-pack-page')).ShipPackPage,
            }),
            'order.ship',
          ),
          page('orders/points', '积分订单', 'orders', async () => ({
            Component: (await import('../features/orders/pages/points-orders-page')).PointsOrdersPage,
          })),
          page('after-sales', '售后管理', 'after-sales', async () => ({
            Component: (await import('../features/after-sales/pages/after-sales-page')).AfterSalesPage,
          })),
          page('promotions', '满减活动', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/full-reductions-page')).FullReductionsPage,
          })),
          page('promotions/trade-up', '换购活动', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/trade-ups-page')).TradeUpsPage,
          })),
          page('promotions/activity-prices', '秒杀与每日特价', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/activity-prices-page')).ActivityPricesPage,
          })),
          page('promotions/draws', '抽奖活动', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/draws-page')).DrawsPage,
          })),
          page('promotions/points', '积分商城', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/points-mall-page')).PointsMallPage,
          })),
          page('promotions/coupons', '领券中心', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/coupon-templates-page'))
              .CouponTemplatesPage,
          })),
          page('promotions/cashback', '满额返现', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/cashback-rules-page')).CashbackRulesPage,
          })),
          page('promotions/storewide', '全场折扣', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/storewide-discounts-page'))
              .StorewideDiscountsPage,
          })),
          page('promotions/combinations', '组合购', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/combinations-page')).CombinationsPage,
          })),
          page('promotions/preview', '促销预览', 'promotions', async () => ({
            Component: (await import('../features/promotions/pages/promotion-preview-page'))
              .PromotionPreviewPage,
          })),
          page('content', '广告管理', 'content', async () => ({
            Component: (await import('../features/content/pages/banners-page')).BannersPage,
          })),
          page('content/settings', '站点设置', 'content', async () => ({
            Component: (await import('../features/content/pages/site-settings-page')).SiteSettingsPage,
          })),
          page('content/articles', '文章管理', 'content', async () => ({
            Component: (await import('../features/content/pages/articles-page')).ArticlesPage,
          })),
          page('content/nav', '导航与链接', 'content', async () => ({
            Component: (await import('../features/content/pages/nav-links-page')).NavLinksPage,
          })),
          page(
            'content/documents',
            '首营资料',
            'content',
            async () => ({
              Component: (await import('../features/documents/pages/supplier-documents-page'))
                .SupplierDocumentsPage,
            }),
            'document.update',
          ),
          page('chat', '在线客服', 'chat', async () => ({
            Component: (await import('../features/chat/pages/chat-page')).ChatPage,
          })),
          page('service', '求购处理', 'service', async () => ({
            Component: (await import('../features/service/pages/variety-requests-page')).VarietyRequestsPage,
          })),
          page('service/feedback', '意见反馈', 'service', async () => ({
            Component: (await import('../features/service/pages/feedback-page')).FeedbackPage,
          })),
          page('staff', '员工与角色', 'staff', async () => ({
            Component: (await import('../features/staff/pages/staff-page')).StaffPage,
          })),
          page('audit', '操作日志', 'audit', async () => ({
            Component: (await import('../features/audit/pages/audit-page')).AuditPage,
          })),
          page('finance', '线下汇款', 'finance', async () => ({
            Component: (await import('../features/finance/pages/transfers-page')).TransfersPage,
          })),
          page('finance/payments', '收款记录', 'finance', async () => ({
            Component: (await import('../features/finance/pages/payments-page')).PaymentsPage,
          })),
          page('finance/notices', '支付通知', 'finance', async () => ({
            Component: (await import('../features/finance/pages/payment-notices-page')).PaymentNoticesPage,
          })),
          page('finance/provider-refunds', '渠道退款', 'finance', async () => ({
            Component: (await import('../features/finance/pages/provider-refunds-page')).ProviderRefundsPage,
          })),
          page('finance/grants', '红包与现金券', 'finance', async () => ({
            Component: (await import('../features/finance/pages/grants-page')).GrantsPage,
          })),
          page('finance/statements', '对账单', 'finance', async () => ({
            Component: (await import('../features/finance/pages/statements-page')).StatementsPage,
          })),
          page('integration', '系统对接', 'integration', async () => ({
            Component: (await import('../features/integration/pages/integration-page')).IntegrationPage,
          })),
          page('recalls', '召回管理', 'recalls', async () => ({
            Component: (await import('../features/quality/pages/recalls-page')).RecallsPage,
          })),
          page('recalls/:id', '召回详情', 'recalls', async () => ({
            Component: (await import('../features/quality/pages/recall-detail-page')).RecallDetailPage,
          })),
          page('quotes', '询价管理', 'quotes', async () => ({
            Component: (await import('../features/quotes/pages/quotes-page')).QuotesPage,
          })),
          page('customers', '我的客户', 'customers', async () => ({
            Component: (await import('../features/quotes/pages/customers-page')).CustomersPage,
          })),
          page('customers/proposals/new', '代客下单', 'customers', async () => ({
            Component: (await import('../features/quotes/pages/proposal-new-page')).ProposalNewPage,
          })),
          page('customers/:id', '客户详情', 'customers', async () => ({
            Component: (await import('../features/quotes/pages/customer-detail-page')).CustomerDetailPage,
          })),
          {
            path: '*',
            handle: { title: '页面不存在' } satisfies RouteMeta,
            lazy: async () => ({
              Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
}
