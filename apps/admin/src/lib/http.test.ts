import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fieldErrors, type ErrorPresenter } from '@yaocai/web-kit/http';
import { http } from './http';

const presenter = { error: vi.fn(), login: vi.fn() };
/** The console shows every failure as one message; only login differs. */
const asMessages: ErrorPresenter = {
  validation: (msg) => presenter.error(msg),
  contract: (msg) => presenter.error(msg),
  alert: (_title, msg) => presenter.error(msg),
  busy: (msg) => presenter.error(msg),
  timeout: (msg) => presenter.error(msg),
  login: (target) => presenter.login(target),
};

beforeEach(() => {
  presenter.error.mockReset();
  presenter.login.mockReset();
  http.setErrorPresenter(asMessages);
});
afterEach(() => {
  http.setErrorPresenter(null);
  vi.unstubAllGlobals();
});

const fail = (status: number, body: unknown) => {
  try {
    http.settle(status, body);
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
};

describe('settle', () => {
  it('returns data on code 10000', () => {
    expect(http.settle(200, { code: 10000, msg: 'ok', data: { a: 1 } })).toEqual({ a: 1 });
    expect(presenter.error).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login page on 10001, coming back afterwards', () => {
    window.history.pushState({}, '', '/admin/orders?status=to_ship');
    const error = fail(401, { code: 10001, msg: '请先登录', data: null });
    expect(error.code).toBe(10001);
    expect(presenter.login).toHaveBeenCalledWith('/admin/orders?status=to_ship');
    expect(presenter.error).not.toHaveBeenCalled();
  });

  it('does not loop on the login page', () => {
    window.history.pushState({}, '', '/admin/login');
    fail(401, { code: 10001, msg: '请先登录', data: null });
    expect(presenter.login).not.toHaveBeenCalled();
  });

  it("shows the server's message on 403", () => {
    const error = fail(403, { code: 403, msg: '当前账号没有此操作的权限', data: null });
    expect(error.status).toBe(403);
    expect(presenter.error).toHaveBeenCalledWith('当前账号没有此操作的权限');
  });

  it('shows the first field error on 422 and keeps the fields', () => {
    const error = fail(422, { code: 422, msg: '', errors: { logistics_no: ['运单号格式不正确'] } });
    expect(presenter.error).toHaveBeenCalledWith('运单号格式不正确');
    expect(fieldErrors(error)).toEqual([{ name: 'logistics_no', errors: ['运单号格式不正确'] }]);
  });

  it('never shows what went wrong inside the server', () => {
    fail(500, { code: 500, msg: 'relation "x" does not exist', data: null });
    fail(502, '<html>Bad Gateway</html>');
    expect(presenter.error.mock.calls).toEqual([['系统繁忙，请稍候再试'], ['系统繁忙，请稍候再试']]);
  });

  it('shows a business refusal as it comes', () => {
    fail(409, { code: 409, msg: '该订单已发货', data: null });
    expect(presenter.error).toHaveBeenCalledWith('该订单已发货');
  });
});

describe('requests', () => {
  it('posts JSON with the session cookie, and {} for an action without fields', async () => {
    const fetchStub = vi.fn(async () => new Response(JSON.stringify({ code: 10000, msg: 'ok', data: 1 })));
    vi.stubGlobal('fetch', fetchStub);
    await http.post('/api/operator/reviews/3/approve', { scopes: ['中成药'] });
    await http.post('/api/operator/after_sale/5/approve');
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/operator/reviews/3/approve');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"scopes":["中成药"]}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((fetchStub.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBe('{}');
  });

  it('posts a FormData body as multipart, leaving the Content-Type to the browser', async () => {
    const fetchStub = vi.fn(async () => new Response(JSON.stringify({ code: 10000, msg: 'ok', data: 1 })));
    vi.stubGlobal('fetch', fetchStub);
    const form = new FormData();
    form.append('dry_run', '1');
    await http.post('/api/operator/goods/import', form);
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('shows a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(http.get('/api/operator/me')).rejects.toMatchObject({ code: -3 });
    expect(presenter.error).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });
});
