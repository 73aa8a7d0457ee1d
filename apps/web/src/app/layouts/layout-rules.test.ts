import { describe, expect, it, vi } from 'vitest';
import { badgeText } from '@yaocai/domain';
import { meta } from '../route-meta';
import { deepestMeta } from './app-layout';
import { consumeLoginFlag, isSticky, LOGIN_FLAG_KEY, shouldLoadProfile } from './layout-rules';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    removeItem: vi.fn((key: string) => void data.delete(key)),
    data,
  };
}

describe('profile-load rule (spec §4)', () => {
  const withHeader = meta('首页');
  const withoutHeader = meta('登录', { loginHeader: true });

  it('loads the profile on routes that show the header', () => {
    expect(shouldLoadProfile('/', withHeader)).toBe(true);
    expect(shouldLoadProfile('/list', withHeader)).toBe(true);
    expect(shouldLoadProfile('/cart', withHeader)).toBe(true);
    expect(shouldLoadProfile('/order/info/3', withHeader)).toBe(true);
  });

  it('skips member centre, login and bind-wechat routes', () => {
    for (const path of ['/user', '/user_hyzx', '/login', '/register/wechat', '/user/']) {
      expect(shouldLoadProfile(path, withHeader)).toBe(false);
    }
  });

  it('skips routes without the header', () => {
    expect(shouldLoadProfile('/register/step1', withoutHeader)).toBe(false);
    expect(shouldLoadProfile('/yx/rule', meta('包邮规则', { header: false }))).toBe(false);
    expect(shouldLoadProfile('/', undefined)).toBe(false);
  });
});

describe('consumeLoginFlag', () => {
  it("reloads once when the flag is '1' and clears it first", () => {
    const storage = memoryStorage({ [LOGIN_FLAG_KEY]: '1' });
    const reload = vi.fn(() => {
      // The flag must already be gone when the page reloads, or it would reload forever.
      expect(storage.data.has(LOGIN_FLAG_KEY)).toBe(false);
    });
    expect(consumeLoginFlag(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consumeLoginFlag(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the flag or with another value', () => {
    const reload = vi.fn();
    expect(consumeLoginFlag(memoryStorage(), reload)).toBe(false);
    expect(consumeLoginFlag(memoryStorage({ [LOGIN_FLAG_KEY]: '0' }), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isSticky', () => {
  it('turns the search bar fixed after 205 px', () => {
    expect(isSticky(0)).toBe(false);
    expect(isSticky(205)).toBe(false);
    expect(isSticky(206)).toBe(true);
    expect(isSticky(2000)).toBe(true);
  });
});

describe('badge text', () => {
  it('caps at 99', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('deepestMeta', () => {
  it('takes the deepest match that carries a RouteMeta', () => {
    const home = meta('首页', { categoryMenu: true });
    const login = meta('登录', { loginHeader: true });
    expect(deepestMeta([{ handle: undefined }, { handle: home }, { handle: undefined }])).toBe(home);
    expect(deepestMeta([{ handle: home }, { handle: login }])).toBe(login);
    expect(deepestMeta([{ handle: undefined }]).header).toBe(true);
  });
});
