/**
 * 会员中心 and the groups under it (account, orders, self-service, wallet). Children the spec writes as
 * absolute paths sit in pathless groups with ids, so a layout can tell the group from useMatches().
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { MEMBER, lazyPage, moved, page } from './route-kit';

const favourites = lazyPage(() => import('../../features/catalog/pages/favorites-page'), 'FavoritesPage');
const orders = lazyPage(() => import('../../features/orders/pages/orders-page'), 'OrdersPage');
const orderInfo = lazyPage(() => import('../../features/orders/pages/order-info-page'), 'OrderInfoPage');
const afterSaleInfo = lazyPage(
  () => import('../../features/orders/pages/after-sale-info-page'),
  'AfterSaleInfoPage',
);
const returnInfo = lazyPage(
  () => import('../../features/orders/pages/after-sale-info-page'),
  'ReturnInfoPage',
);
const receipts = lazyPage(() => import('../../features/orders/pages/receipts-page'), 'ReceiptsPage');
const quickPurchase = lazyPage(
  () => import('../../features/cart/pages/quick-purchase-page'),
  'QuickPurchasePage',
);
const usualGoods = lazyPage(() => import('../../features/repeat/pages/usual-goods-page'), 'UsualGoodsPage');
const recurringOrders = lazyPage(() => import('../../features/repeat/pages/recurring-page'), 'RecurringPage');
const myQuotes = lazyPage(() => import('../../features/quotes/pages/my-quotes-page'), 'MyQuotesPage');
const proposals = lazyPage(() => import('../../features/quotes/pages/proposals-page'), 'ProposalsPage');
const balance = lazyPage(() => import('../../features/wallet/pages/balance-page'), 'BalancePage');
const credit = lazyPage(() => import('../../features/wallet/pages/credit-page'), 'CreditPage');
const redPackets = lazyPage(() => import('../../features/wallet/pages/red-packets-page'), 'RedPacketsPage');
const coupons = lazyPage(() => import('../../features/wallet/pages/coupons-page'), 'CouponsPage');
const stores = lazyPage(() => import('../../features/account/pages/stores-page'), 'StoresPage');
const approvals = lazyPage(() => import('../../features/orders/pages/approvals-page'), 'ApprovalsPage');
const memberCentre = lazyPage(
  () => import('../../features/account/pages/member-centre-page'),
  'MemberCentrePage',
);
const qualifications = lazyPage(
  () => import('../../features/account/pages/qualifications-page'),
  'QualificationsPage',
);
const bindWechat = lazyPage(() => import('../../features/account/pages/bind-wechat-page'), 'BindWechatPage');
const basicInfo = lazyPage(() => import('../../features/account/pages/basic-page'), 'BasicPage');
const addresses = lazyPage(() => import('../../features/account/pages/addresses-page'), 'AddressesPage');
const agreement = lazyPage(() => import('../../features/account/pages/agreement-page'), 'AgreementPage');
const messages = lazyPage(() => import('../../features/service/pages/messages-page'), 'MessagesPage');
const goodsAlerts = lazyPage(
  () => import('../../features/purchasing/pages/goods-alerts-page'),
  'GoodsAlertsPage',
);
const varietyList = lazyPage(
  () => import('../../features/service/pages/variety-list-page'),
  'VarietyListPage',
);
const varietyAdd = lazyPage(() => import('../../features/service/pages/variety-add-page'), 'VarietyAddPage');
const varietyInfo = lazyPage(
  () => import('../../features/service/pages/variety-info-page'),
  'VarietyInfoPage',
);
const feedback = lazyPage(() => import('../../features/service/pages/feedback-page'), 'FeedbackPage');
const invoices = lazyPage(() => import('../../features/service/pages/invoices-page'), 'InvoicesPage');
const cashVouchers = lazyPage(
  () => import('../../features/wallet/pages/cash-vouchers-page'),
  'CashVouchersPage',
);
const pointsOrders = lazyPage(
  () => import('../../features/points/pages/points-orders-page'),
  'PointsOrdersPage',
);
const pointsLog = lazyPage(() => import('../../features/points/pages/points-log-page'), 'PointsLogPage');

export const userCentre: RouteObject = {
  id: 'user-centre',
  children: [
    // Both paths are the member centre (spec §2).
    page('/user', '会员中心', MEMBER, memberCentre),
    page('/user_hyzx', '会员中心', MEMBER, memberCentre),
    {
      id: 'account-centre',
      children: [
        moved('/zhzx', paths.basicInfo, '基本信息', MEMBER),
        page('/basic', '基本信息', MEMBER, basicInfo),
        page('/zzzj', '资质证件', MEMBER, qualifications),
        page('/ddgl', '多门店管理', MEMBER, stores),
        page('/bdwx', '绑定微信', MEMBER, bindWechat),
        page('/addr', '收货地址', MEMBER, addresses),
        page('/wdxx', '我的消息', MEMBER, messages),
        page('/dhtz', '到货/降价通知', MEMBER, goodsAlerts),
      ],
    },
    {
      id: 'order-centre',
      children: [
        page('/order', '我的订单', MEMBER, orders),
        page('/order/info/:id', '订单详情', MEMBER, orderInfo),
        page('/order/returnInfo/:id', '退货详情', MEMBER, returnInfo),
        page('/order/afterSalesInfo/:id', '售后详情', MEMBER, afterSaleInfo),
        moved('/order/wl/:id', (p) => paths.orderInfo(p.id ?? ''), '订单详情', MEMBER),
        page('/jfdd', '积分订单', MEMBER, pointsOrders),
        page('/hmdd', '含麻订单回执', MEMBER, receipts),
        page('/ddsp', '采购审批', MEMBER, approvals),
      ],
    },
    {
      id: 'self-service',
      children: [
        moved('/zzfw', paths.quickPurchase, '快捷采购', MEMBER),
        moved('/quick_purchase', paths.quickPurchase, '快捷采购', MEMBER),
        page('/kjcg', '快捷采购', MEMBER, quickPurchase),
        page('/cgqd', '常购清单', MEMBER, usualGoods),
        page('/dqcg', '定期采购', MEMBER, recurringOrders),
        page('/wdxj', '我的询价', MEMBER, myQuotes),
        page('/dgdd', '代购订单', MEMBER, proposals),
        page('/pzqg', '品种求购', MEMBER, varietyList),
        page('/pzqg/add', '新增求购', MEMBER, varietyAdd),
        page('/pzqg/info', '求购详情', MEMBER, varietyInfo),
        page('/dzfp', '电子发票', MEMBER, invoices),
        page('/star', '我的收藏', MEMBER, favourites),
        page('/yjfk', '意见反馈', MEMBER, feedback),
      ],
    },
    {
      id: 'wallet',
      children: [
        moved('/wdqb', paths.balance, '余额管理', MEMBER),
        page('/yegl', '余额管理', MEMBER, balance),
        page('/zqgl', '账期管理', MEMBER, credit),
        page('/zhhb', '账户红包', MEMBER, redPackets),
        page('/jfgl', '积分管理', MEMBER, pointsLog),
        page('/yhq', '优惠券', MEMBER, coupons),
        page('/xjq', '现金券', MEMBER, cashVouchers),
      ],
    },
    page('/dzht', '电子合同', MEMBER, agreement),
  ],
};
