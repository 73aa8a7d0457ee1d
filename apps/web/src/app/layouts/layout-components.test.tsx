import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOTTOM_AD_BANNER_ID } from '@yaocai/domain';
import { EMPTY_PROFILE, profileQueryKey } from '../../features/account/api/profile';
import type { Profile } from '../../features/account/api/types';
import { cartListQueryKey } from '../../features/cart/api/cart-list';
import { cartTotalQueryKey } from '../../features/cart/api/cart-total';
import type { CategoryNode, HelpCategory, NavItem } from '../../features/content/api/types';
import { BottomAd, BOTTOM_AD_CLOSED_KEY } from './bottom-ad';
import { CartButton } from './cart-button';
import { CategoryMenu } from './category-menu';
import { MainNav } from './main-nav';
import { SideBar } from './side-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { renderWithProviders, stubBrowser, testQueryClient } from './test-utils';

beforeEach(() => {
  stubBrowser();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const category = (id: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name: `分类${id}`,
  logo: '',
  logo1: '',
  children,
});

describe('CategoryMenu', () => {
  const categories = Array.from({ length: 10 }, (_, i) =>
    category(i + 1, [category(100 + i, [category(1000 + i)])]),
  );

  it('shows only the first 7 categories', () => {
    renderWithProviders(<CategoryMenu categories={categories} alwaysOpen />);
    const menu = screen.getByTestId('category-menu');
    expect(within(menu).getAllByRole('listitem')).toHaveLength(7);
    expect(within(menu).queryByText('分类8')).toBeNull();
  });

  it('opens the children of a hovered category in the fly-out', () => {
    renderWithProviders(<CategoryMenu categories={categories} alwaysOpen />);
    expect(screen.queryByTestId('category-panel')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('分类3').closest('li')!);
    const panel = screen.getByTestId('category-panel');
    expect(within(panel).getByText('分类102')).toBeInTheDocument();
    expect(within(panel).getByText('分类1002')).toBeInTheDocument();
  });

  it('is closed until hovered away from the home page', () => {
    renderWithProviders(<CategoryMenu categories={categories} />);
    expect(screen.queryByText('分类1')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('category-menu'));
    expect(screen.getByText('分类1')).toBeInTheDocument();
  });
});

describe('MainNav', () => {
  it('shows at most 9 items and opens is_open items in a new tab', () => {
    const items: NavItem[] = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      name: `导航${i + 1}`,
      url: `/zone${i + 1}`,
      image: '',
      is_open: i === 0 ? 1 : 0,
      children: [],
    }));
    renderWithProviders(<MainNav items={items} />);
    const nav = screen.getByTestId('main-nav');
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(within(nav).queryByText('导航10')).toBeNull();
    expect(screen.getByText('导航1').closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('导航2').closest('a')).not.toHaveAttribute('target');
  });
});

describe('CartButton', () => {
  it('caps the badge at 99', () => {
    renderWithProviders(<CartButton />, { client: testQueryClient([[cartTotalQueryKey, 150]]) });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  it('shows the count below the cap', () => {
    renderWithProviders(<CartButton />, { client: testQueryClient([[cartTotalQueryKey, 12]]) });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('12');
  });
});

describe('SiteHeader', () => {
  const member: Profile = {
    ...EMPTY_PROFILE,
    username: 'kangmin',
    company: '杭州康民大药房有限公司',
    admin: { name: '王丽', phone: '13800001111', is_default: 0 },
    common_config: { hot_line: '400-800-1234', qq1: '', qq2: '' },
  };

  it('offers login and register to a visitor', () => {
    renderWithProviders(<SiteHeader />, { client: testQueryClient([[profileQueryKey, EMPTY_PROFILE]]) });
    expect(screen.getByTestId('header-login')).toHaveTextContent('请登录');
    expect(screen.queryByTestId('header-company')).toBeNull();
    expect(screen.getByTestId('account-manager')).toHaveTextContent('客服专员');
  });

  it('shows the company, logout, account manager and hotline to a member', () => {
    renderWithProviders(<SiteHeader />, { client: testQueryClient([[profileQueryKey, member]]) });
    expect(screen.getByTestId('header-company')).toHaveTextContent('杭州康民大药房有限公司');
    expect(screen.getByTestId('header-logout')).toBeInTheDocument();
    expect(screen.getByTestId('account-manager')).toHaveTextContent('专属客户经理：王丽');
    expect(screen.getByTestId('account-manager')).toHaveTextContent('13800001111');
    expect(screen.getByTestId('hotline')).toHaveTextContent('400-800-1234');
  });
});

describe('SiteFooter', () => {
  it('lists the first 4 help categories and the current year', () => {
    const help: HelpCategory[] = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: `帮助${i + 1}`,
      slug: i === 0 ? 'xrzn' : `c${i + 1}`,
      children: [{ id: 10 + i, title: `文章${i + 1}`, slug: i === 0 ? 'hyzc' : `a${i + 1}` }],
    }));
    renderWithProviders(<SiteFooter />, {
      client: testQueryClient([[['content', 'help-categories', 3], help]]),
    });
    const columns = screen.getByTestId('footer-help');
    expect(within(columns).getAllByRole('term')).toHaveLength(4);
    expect(within(columns).queryByText('帮助5')).toBeNull();
    // A help page of spec §2 by its slugs; an article without one by its id.
    expect(screen.getByText('文章1').closest('a')).toHaveAttribute('href', '/help/xrzn/hyzc');
    expect(screen.getByText('文章2').closest('a')).toHaveAttribute('href', '/news/info/11/help');
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(String(new Date().getFullYear()));
  });
});

describe('SideBar', () => {
  it('opens the cart drawer from 40 px to 310 px with an empty state', async () => {
    const client = testQueryClient([
      [cartTotalQueryKey, 3],
      [cartListQueryKey, []],
      [profileQueryKey, EMPTY_PROFILE],
    ]);
    renderWithProviders(<SideBar />, { client });
    const bar = screen.getByTestId('side-bar');
    expect(bar).toHaveStyle({ width: '40px' });
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    fireEvent.click(screen.getByTestId('side-bar-cart'));
    expect(bar).toHaveStyle({ width: '310px' });
    expect(await screen.findByText('购物车空空如也，快去选购吧')).toBeInTheDocument();
    expect(screen.getByTestId('side-cart-badge')).toHaveTextContent('3');
  });
});

describe('BottomAd', () => {
  it('closes for the rest of the session', async () => {
    const banner = { id: 1, title: '夏季清凉节', image: '/img/ad.png', url: '/yx' };
    const client = testQueryClient([[['content', 'banners', 'demo', BOTTOM_AD_BANNER_ID], banner]]);
    renderWithProviders(<BottomAd />, { client });
    expect(screen.getByTestId('bottom-ad')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('bottom-ad-close'));
    await waitFor(() => expect(screen.queryByTestId('bottom-ad')).toBeNull());
    expect(sessionStorage.getItem(BOTTOM_AD_CLOSED_KEY)).toBe('1');
  });
});

describe('SiteHeader on checkout pages', () => {
  it('shows the cart steps instead of the search box', () => {
    renderWithProviders(<SiteHeader cartStep={2} />, {
      client: testQueryClient([[profileQueryKey, EMPTY_PROFILE]]),
    });
    expect(screen.getByTestId('cart-steps')).toHaveTextContent('确认订单信息');
    expect(screen.getByText('确认订单信息').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
