import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { useProfile } from '../../account/api/profile';

interface MenuItem {
  label: string;
  to: string;
  /** Other paths that light this entry (detail pages). */
  also?: string[];
  /** Shown to a chain headquarters only. */
  chainOnly?: boolean;
}

export const USER_CENTRE_MENU: { title: string; items: MenuItem[] }[] = [
  {
    title: '订单中心',
    items: [
      { label: '我的订单', to: paths.orders, also: ['/order/'] },
      { label: '含麻订单回执', to: paths.receipts },
      { label: '采购审批', to: paths.approvals, chainOnly: true },
      { label: '积分订单', to: paths.pointsOrders },
    ],
  },
  {
    title: '自助服务',
    items: [
      { label: '快捷采购', to: paths.quickPurchase },
      { label: '常购清单', to: paths.usualGoods },
      { label: '定期采购', to: paths.recurringOrders },
      { label: '我的询价', to: paths.myQuotes },
      { label: '代购订单', to: paths.proposals },
      { label: '我的收藏', to: paths.favourites },
      { label: '电子发票', to: paths.invoices },
      { label: '品种求购', to: paths.wantedList, also: ['/pzqg/'] },
      { label: '意见反馈', to: paths.feedback },
    ],
  },
  {
    title: '我的钱包',
    items: [
      { label: '余额管理', to: paths.balance },
      { label: '账期管理', to: paths.credit },
      { label: '账户红包', to: paths.redPackets },
      { label: '积分管理', to: paths.points },
      { label: '优惠券', to: paths.coupons },
      { label: '现金券', to: paths.cashVouchers },
    ],
  },
  {
    title: '账户中心',
    items: [
      { label: '基本信息', to: paths.basicInfo },
      { label: '资质证件', to: paths.qualifications },
      { label: '多门店管理', to: paths.stores },
      { label: '绑定微信', to: paths.bindWechat },
      { label: '收货地址', to: paths.addresses },
      { label: '我的消息', to: paths.messages },
      { label: '到货/降价通知', to: paths.goodsAlerts },
    ],
  },
];

/** The member centre's side menu, until the account pages bring their own. */
export function UserCentreMenu() {
  const { pathname } = useLocation();
  const { data: profile } = useProfile({ load: false });
  const isChain = profile?.is_chain === 1;
  return (
    <nav className="uc-menu" aria-label="会员中心" data-testid="user-centre-menu">
      <NavLink to={paths.user} className="uc-menu__home">
        会员中心
      </NavLink>
      {USER_CENTRE_MENU.map((group) => (
        <div className="uc-menu__group" key={group.title}>
          <h3>{group.title}</h3>
          {group.items
            .filter((item) => !item.chainOnly || isChain)
            .map((item) => {
              const active = pathname === item.to || (item.also ?? []).some((p) => pathname.startsWith(p));
              return (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={active ? 'uc-menu__item is-active' : 'uc-menu__item'}
                >
                  {item.label}
                </NavLink>
              );
            })}
        </div>
      ))}
    </nav>
  );
}

/** Member-centre page frame: menu on the left, the page on the right. */
export function UserCentreFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="container uc-frame">
      <UserCentreMenu />
      <div className="uc-frame__main" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
