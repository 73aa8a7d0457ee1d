import { beforeEach, describe, expect, it } from 'vitest';
import { isPhone, mobileTwin, phoneRedirect } from './mobile-twin';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('phones go to the mobile twin', () => {
  beforeEach(() => localStorage.clear());

  it('tells phones from tablets and desktops', () => {
    expect([IPHONE, ANDROID, IPAD, DESKTOP].map(isPhone)).toEqual([true, true, false, false]);
  });

  it.each([
    ['/list/info/42', '', '/m/goods/42'],
    ['/', '', '/m/'],
    ['/search', '?keywords=感冒灵&type=0', `/m/search?keyword=${encodeURIComponent('感冒灵')}`],
    ['/list', '?select=12', '/m/search?category_id=12'],
    ['/list', '?select=youx', '/m/search?select=youx'],
    ['/cart', '', '/m/cart'],
    ['/order', '', '/m/orders'],
    ['/order/info/7', '', '/m/orders/7'],
    ['/user_hyzx', '', '/m/me'],
    ['/order', '?status=after_sale', '/m/after-sales'],
    ['/order/afterSalesInfo/5', '', '/m/after-sales/5'],
    ['/jfsc', '', '/m/points'],
    ['/jfdd', '', '/m/points/orders'],
    ['/lqzx', '', '/m/coupon-centre'],
    ['/yhq/', '', '/m/coupons'],
    ['/wdxx', '', '/m/messages'],
    ['/register', '', '/m/register'],
    ['/help/pay', '', null],
  ])('%s%s → %s', (path, search, twin) => {
    expect(mobileTwin(path, search)).toBe(twin);
  });

  it('stays on the PC site for desktops, after 「电脑版」 (?pc=1) and while that choice is remembered', () => {
    expect(phoneRedirect({ pathname: '/list/info/3', search: '' }, DESKTOP)).toBeNull();
    expect(phoneRedirect({ pathname: '/list/info/3', search: '' }, IPHONE)).toBe('/m/goods/3');
    expect(phoneRedirect({ pathname: '/list/info/3', search: '?pc=1' }, IPHONE)).toBeNull();
    expect(phoneRedirect({ pathname: '/cart', search: '' }, ANDROID)).toBeNull();
    localStorage.removeItem('yc_prefer_pc');
    expect(phoneRedirect({ pathname: '/cart', search: '' }, ANDROID)).toBe('/m/cart');
  });
});
