import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  ApiError,
  CANCELED_CODE,
  NETWORK_CODE,
  TIMEOUT_CODE,
  isCanceledError,
  type ErrorPresenter,
} from '@yaocai/web-kit/http';
import { http } from './http';

type PresenterMock = { [K in keyof ErrorPresenter]: Mock<ErrorPresenter[K]> };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never settles by itself, like a slow server; it rejects when its signal aborts. */
function hangingFetch(_url: string, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

let fetchMock: Mock<typeof fetch>;
let presenter: PresenterMock;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  presenter = {
    validation: vi.fn(),
    contract: vi.fn(),
    alert: vi.fn(),
    busy: vi.fn(),
    timeout: vi.fn(),
    login: vi.fn(),
  };
  http.setErrorPresenter(presenter);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  http.setErrorPresenter(null);
});

function presented(): string[] {
  return Object.entries(presenter)
    .filter(([, fn]) => fn.mock.calls.length > 0)
    .map(([name]) => name);
}

describe('http requests', () => {
  it('normalises relative paths and sends credentials', async () => {
    fetchMock.mockImplementation(async () => json({ code: 10000, msg: 'ok', data: { total: 3 } }));
    await http.get('api/cart/total');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/cart/total');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');

    await http.get('/api/goods/list');
    expect(fetchMock.mock.calls[1][0]).toBe('/api/goods/list');
  });

  it('puts GET and DELETE params in a bracket-keyed query', async () => {
    fetchMock.mockImplementation(async () => json({ code: 10000, data: null }));
    await http.get('/api/goods/search', { keywords: 'gmlkl', type: 0, ids: [1, 2], skip: undefined });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/goods/search?keywords=gmlkl&type=0&ids[]=1&ids[]=2');
    await http.delete('api/user/unbind_wechat', { id: 5 });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/user/unbind_wechat?id=5');
    expect(fetchMock.mock.calls[1][1]?.method).toBe('DELETE');
  });

  it('form-encodes POST and PUT bodies', async () => {
    fetchMock.mockImplementation(async () => json({ code: 10000, data: null }));
    await http.post('api/cart/batch_delete', { ids: [1, 2] });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('ids[]=1&ids[]=2');
    expect((init.headers as Record<string, string>)['Content-Type']).toContain(
      'application/x-www-form-urlencoded',
    );
    await http.put('/api/user/address/1', { name: '张三' });
    expect(fetchMock.mock.calls[1][1]?.method).toBe('PUT');
    expect(fetchMock.mock.calls[1][1]?.body).toBe(`name=${encodeURIComponent('张三')}`);
  });

  it.each([10000, 200, 201])('resolves with data for code %i', async (code) => {
    fetchMock.mockResolvedValue(json({ code, msg: 'ok', data: { total: 12 } }));
    await expect(http.get('/api/cart/total')).resolves.toEqual({ total: 12 });
    expect(presented()).toEqual([]);
  });
});

describe('error catalogue (spec §8)', () => {
  it.each([
    ['code 10001', json({ code: 10001, msg: '请先登录' })],
    ['HTTP 401', json({ code: 10001, msg: '请先登录' }, 401)],
    ['HTTP 401 without envelope', new Response('Unauthorized', { status: 401 })],
  ])('%s → login with the current path as redirect', async (_name, response) => {
    window.history.replaceState(null, '', '/order?page=2');
    fetchMock.mockResolvedValue(response);
    const error = await http.get('/api/user/base').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(presenter.login).toHaveBeenCalledWith('/login?redirect=%2Forder%3Fpage%3D2');
    expect(presented()).toEqual(['login']);
  });

  it('does not send the user to login again from the login page', async () => {
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(json({ code: 10001, msg: '请先登录' }));
    await expect(http.get('/api/user/base')).rejects.toBeInstanceOf(ApiError);
    expect(presented()).toEqual([]);
  });

  it('422 → validation with msg', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 422, msg: '手机号格式不正确', errors: { phone: ['手机号格式不正确'] } }, 422),
    );
    const error = (await http.post('/api/user/updateUserInfo', {}).catch((e: unknown) => e)) as ApiError;
    expect(presenter.validation).toHaveBeenCalledWith('手机号格式不正确');
    expect(error.code).toBe(422);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ phone: ['手机号格式不正确'] });
    expect(presented()).toEqual(['validation']);
  });

  it('422 without msg → first message of the first field', async () => {
    fetchMock.mockResolvedValue(
      json(
        { code: 422, msg: '', errors: { name: ['姓名不能为空', '姓名太短'], phone: ['手机号有误'] } },
        422,
      ),
    );
    const error = (await http.post('/api/user/updateUserInfo', {}).catch((e: unknown) => e)) as ApiError;
    expect(presenter.validation).toHaveBeenCalledWith('姓名不能为空');
    expect(error.message).toBe('姓名不能为空');
  });

  it('459 → contract message (presenter navigates to /dzht)', async () => {
    fetchMock.mockResolvedValue(json({ code: 459, msg: '请先签订电子合同' }));
    await expect(http.post('/api/cart/checkout', { ids: [1] })).rejects.toMatchObject({ code: 459 });
    expect(presenter.contract).toHaveBeenCalledWith('请先签订电子合同');
    expect(presented()).toEqual(['contract']);
  });

  it.each([400, 403, 404, 409, 499, 600, 20001])(
    'code %i → alert 温馨提示 with server message',
    async (code) => {
      fetchMock.mockResolvedValue(json({ code, msg: '商品库存不足' }));
      await expect(http.post('/api/cart', { params: [] })).rejects.toMatchObject({
        code,
        message: '商品库存不足',
      });
      expect(presenter.alert).toHaveBeenCalledWith('温馨提示', '商品库存不足');
      expect(presented()).toEqual(['alert']);
    },
  );

  it.each([500, 502, 599])('code %i → busy toast', async (code) => {
    fetchMock.mockResolvedValue(json({ code, msg: 'stack trace here' }, code));
    await expect(http.get('/api/goods/list')).rejects.toMatchObject({ code });
    expect(presenter.busy).toHaveBeenCalledWith('系统繁忙，请稍候再试');
    expect(presented()).toEqual(['busy']);
  });

  it('HTTP 502 with an HTML body → busy toast', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(http.get('/api/goods/list')).rejects.toMatchObject({ code: 502, status: 502 });
    expect(presenter.busy).toHaveBeenCalledWith('系统繁忙，请稍候再试');
  });

  it('network failure → alert and NETWORK_CODE', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/goods/list')).rejects.toMatchObject({ code: NETWORK_CODE });
    expect(presented()).toEqual(['alert']);
  });

  it('silent mode presents nothing but still rejects', async () => {
    const cases = [
      json({ code: 10001, msg: '请先登录' }),
      json({ code: 422, msg: '错误' }),
      json({ code: 459, msg: '合同' }),
      json({ code: 400, msg: '失败' }),
      json({ code: 500, msg: '异常' }, 500),
    ];
    for (const response of cases) {
      fetchMock.mockResolvedValueOnce(response);
      await expect(http.get('/api/user/base', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    }
    expect(presented()).toEqual([]);
  });
});

describe('timeout', () => {
  it('aborts after 30 s and shows the timeout alert', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch as typeof fetch);
    const result = http.get('/api/goods/list').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(presenter.timeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = (await result) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(TIMEOUT_CODE);
    expect(presenter.timeout).toHaveBeenCalledWith('请求超时，请刷新页面');
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it('times out even when fetch ignores the signal, and stays quiet when silent', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const result = http.get('/api/focus/top', undefined, { silent: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await result).toMatchObject({ code: TIMEOUT_CODE });
    expect(presented()).toEqual([]);
  });

  it('honours timeoutMs', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch as typeof fetch);
    const result = http.get('/api/goods/list', undefined, { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ code: TIMEOUT_CODE });
  });
});

describe('duplicate cancellation', () => {
  it('a second request to the same path aborts the first, which rejects quietly with code -1', async () => {
    fetchMock.mockImplementationOnce(hangingFetch as typeof fetch);
    fetchMock.mockResolvedValueOnce(json({ code: 10000, data: 'second' }));
    const first = http.get('/api/goods/list', { page: 1 }).catch((e: unknown) => e);
    const second = http.get('api/goods/list', { page: 2 });
    await expect(second).resolves.toBe('second');
    const error = await first;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(CANCELED_CODE);
    expect(isCanceledError(error)).toBe(true);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect(presented()).toEqual([]);
  });

  it('different methods or paths do not cancel each other', async () => {
    fetchMock.mockImplementation(async (url, init) => json({ code: 10000, data: `${init?.method} ${url}` }));
    const results = await Promise.all([
      http.get('/api/goods/list'),
      http.post('/api/goods/list'),
      http.get('/api/goods/hot'),
    ]);
    expect(results).toEqual(['GET /api/goods/list', 'POST /api/goods/list', 'GET /api/goods/hot']);
  });

  it('cancelDuplicate: false opts out', async () => {
    fetchMock.mockImplementation(async (url) => json({ code: 10000, data: url }));
    const a = http.get('/api/goods/list', { page: 1 }, { cancelDuplicate: false });
    const b = http.get('/api/goods/list', { page: 2 }, { cancelDuplicate: false });
    await expect(Promise.all([a, b])).resolves.toEqual(['/api/goods/list?page=1', '/api/goods/list?page=2']);
  });

  it.each(['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap'])(
    'exempt path %s: parallel requests all complete',
    async (path) => {
      let n = 0;
      fetchMock.mockImplementation(async () => {
        await new Promise((r) => setTimeout(r, 5));
        return json({ code: 10000, data: ++n });
      });
      const results = await Promise.all([
        http.post(path, { goods_ids: [1] }),
        http.post(path.slice(1), { goods_ids: [2] }),
      ]);
      expect(results.sort()).toEqual([1, 2]);
      expect(fetchMock.mock.calls.every(([, init]) => !init?.signal?.aborted)).toBe(true);
    },
  );

  it('a caller abort rejects with code -1 and presents nothing', async () => {
    fetchMock.mockImplementation(hangingFetch as typeof fetch);
    const controller = new AbortController();
    const result = http.get('/api/goods/detail/1', undefined, { signal: controller.signal }).catch((e) => e);
    controller.abort();
    expect(await result).toMatchObject({ code: CANCELED_CODE });
    expect(presented()).toEqual([]);
  });
});
