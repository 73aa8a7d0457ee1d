import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { ErrorPresenterBridge } from '../lib/presenter';
import { TabLayout } from './tab-layout';
import { HomePage } from '../pages/home';

/** Every page but the home page loads with its route; the home page is in the first bundle for LCP. */
export function createMobileRouter() {
  return createBrowserRouter(
    [
      {
        element: (
          <>
            <ErrorPresenterBridge />
            <ScrollRestoration />
            <Outlet />
          </>
        ),
        children: [
          {
            element: <TabLayout />,
            children: [
              { index: true, element: <HomePage /> },
              {
                path: 'category',
                lazy: () => import('../pages/category').then((m) => ({ Component: m.CategoryPage })),
              },
              { path: 'cart', lazy: () => import('../pages/cart').then((m) => ({ Component: m.CartPage })) },
              { path: 'me', lazy: () => import('../pages/me').then((m) => ({ Component: m.MePage })) },
              {
                path: 'orders',
                lazy: () => import('../pages/orders').then((m) => ({ Component: m.OrdersPage })),
              },
            ],
          },
          {
            path: 'search',
            lazy: () => import('../pages/search').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: 'goods/:id',
            lazy: () => import('../pages/goods').then((m) => ({ Component: m.GoodsPage })),
          },
          {
            path: 'checkout',
            lazy: () => import('../pages/checkout').then((m) => ({ Component: m.CheckoutPage })),
          },
          {
            path: 'pay/done',
            lazy: () => import('../pages/pay-done').then((m) => ({ Component: m.PayDonePage })),
          },
          {
            path: 'orders/:id',
            lazy: () => import('../pages/order').then((m) => ({ Component: m.OrderPage })),
          },
          { path: 'login', lazy: () => import('../pages/login').then((m) => ({ Component: m.LoginPage })) },
          { path: 'scan', lazy: () => import('../pages/scan').then((m) => ({ Component: m.ScanPage })) },
          {
            path: 'messages',
            lazy: () => import('../pages/messages').then((m) => ({ Component: m.MessagesPage })),
          },
          {
            path: 'points',
            lazy: () => import('../pages/points').then((m) => ({ Component: m.PointsPage })),
          },
          {
            path: 'points/orders',
            lazy: () => import('../pages/points-orders').then((m) => ({ Component: m.PointsOrdersPage })),
          },
          {
            path: 'points/:id',
            lazy: () => import('../pages/points-goods').then((m) => ({ Component: m.PointsGoodsPage })),
          },
          {
            path: 'coupon-centre',
            lazy: () => import('../pages/coupon-centre').then((m) => ({ Component: m.CouponCentrePage })),
          },
          {
            path: 'coupons',
            lazy: () => import('../pages/coupons').then((m) => ({ Component: m.CouponsPage })),
          },
          {
            path: 'addresses',
            lazy: () => import('../pages/addresses').then((m) => ({ Component: m.AddressesPage })),
          },
          { path: 'chat', lazy: () => import('../pages/chat').then((m) => ({ Component: m.ChatPage })) },
          {
            path: 'register',
            lazy: () => import('../pages/register').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'orders/:id/after-sale',
            lazy: () =>
              import('../pages/after-sale-apply').then((m) => ({ Component: m.AfterSaleApplyPage })),
          },
          {
            path: 'after-sales',
            lazy: () => import('../pages/after-sales').then((m) => ({ Component: m.AfterSalesPage })),
          },
          {
            path: 'after-sales/:id',
            lazy: () => import('../pages/after-sale').then((m) => ({ Component: m.AfterSalePage })),
          },
          {
            path: '*',
            lazy: () => import('../pages/not-found').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
    { basename: '/m' },
  );
}
