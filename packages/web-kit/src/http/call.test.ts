import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { endpoint } from '@yaocai/contract';
import { z } from 'zod';
import { createHttpClient, fillPath } from './index';
import { toFormBody } from './form-body';

const client = createHttpClient({
  encodeQuery: (params) => toFormBody(params),
  encodeBody: (data) => ({ body: JSON.stringify(data ?? {}), contentType: 'application/json' }),
  succeeded: (status, envelope) => envelope?.code === 10000 && status < 400,
  classify: () => 'alert',
  onLoginPage: () => false,
  loginTarget: () => '/login',
  timeoutText: '超时',
});

const orderList = endpoint({
  method: 'GET',
  path: '/api/order/list',
  query: z.object({ status: z.string().optional(), page: z.coerce.number().default(1) }),
  answer: z.object({ total: z.number() }),
});
const cancelOrder = endpoint({
  method: 'POST',
  path: '/api/order/:id/cancel',
  body: z.object({ reason: z.string() }),
  answer: z.null(),
});
const upload = endpoint({ method: 'POST', path: '/api/upload', multipart: true, answer: z.string() });

function answering(data: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ code: 10000, msg: 'ok', data }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('fillPath', () => {
  it('puts the path params in place and leaves the rest', () => {
    expect(fillPath('/api/a/:id/b/:line_id', { id: 7, line_id: 'x y', n: 1 })).toEqual({
      url: '/api/a/7/b/x%20y',
      rest: { n: 1 },
    });
  });
  it('passes an input through when the path has no params', () => {
    const form = new FormData();
    expect(fillPath('/api/upload', form).rest).toBe(form);
    expect(fillPath('/api/x', undefined).rest).toBeUndefined();
  });
});

describe('call', () => {
  it('sends a GET query and types the answer from the contract', async () => {
    const fetch = answering({ total: 3 });
    const answer = await client.call(orderList, { status: 'unpaid', page: 2 });
    expectTypeOf(answer).toEqualTypeOf<{ total: number }>();
    expect(answer).toEqual({ total: 3 });
    expect(fetch.mock.calls[0][0]).toBe('/api/order/list?status=unpaid&page=2');
    expect(fetch.mock.calls[0][1].method).toBe('GET');
  });

  it('takes path params out of the input and posts the rest as the body', async () => {
    const fetch = answering(null);
    await client.call(cancelOrder, { id: 12, reason: '不要了' });
    expect(fetch.mock.calls[0][0]).toBe('/api/order/12/cancel');
    expect(fetch.mock.calls[0][1].body).toBe(JSON.stringify({ reason: '不要了' }));
  });

  it('sends a FormData as it is and leaves the input out when none is needed', async () => {
    const fetch = answering('ok');
    const form = new FormData();
    await client.call(upload, form);
    expect(fetch.mock.calls[0][1].body).toBe(form);
    await client.call(orderList, undefined, { silent: true });
    expect(fetch.mock.calls[1][0]).toBe('/api/order/list');
  });

  it("passes the caller's signal on", async () => {
    answering({ total: 0 });
    const controller = new AbortController();
    controller.abort();
    await expect(client.call(orderList, {}, { signal: controller.signal })).rejects.toMatchObject({
      code: -1,
    });
  });
});
