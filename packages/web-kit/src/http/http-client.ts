/**
 * The request layer both front ends share: credentials, a timeout, the `{code, msg, data}` envelope,
 * optional cancelling of a duplicate request to the same path, and failures shown through an
 * ErrorPresenter so this file has no React import. Every failure also rejects with an ApiError.
 * What differs between the storefront and the console (body encoding, which codes mean what, where
 * login is) comes in through HttpClientConfig.
 */
import { ALERT_TITLE, BUSY_TEXT, firstValidationMessage, REQUEST_TIMEOUT_MS } from '@yaocai/domain';
import type { EndpointAnswer, EndpointDescriptor, EndpointInput } from '@yaocai/contract';
import { ApiError, CANCELED_CODE, NETWORK_CODE, TIMEOUT_CODE } from './api-error';
import { asEnvelope, readBody, type Envelope } from './envelope';
import { silentPresenter, type ErrorPresenter, type FailureKind } from './error-presenter';

export const NETWORK_TEXT = '网络连接失败，请检查网络后重试';
const VALIDATION_FALLBACK = '提交的信息有误，请检查后重试';
const FAILURE_FALLBACK = '操作失败，请稍后再试';
const LOGIN_FALLBACK = '请先登录';

export interface RequestOptions {
  /** Present nothing on failure; the promise still rejects. */
  silent?: boolean;
  /** Caller's signal (e.g. TanStack Query's); aborting it rejects with a canceled ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Where the client cancels duplicates, default true: a newer request to the same method + path
   * aborts this one. Pass false for calls that legitimately run in parallel with different queries.
   */
  cancelDuplicate?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientConfig {
  /** Prefixed to relative paths. */
  baseUrl?: string;
  /** GET and DELETE params as a query string, without the `?`. */
  encodeQuery(params: object | undefined): string;
  /** A POST or PUT body that is not FormData (FormData goes as multipart, its boundary set by the browser). */
  encodeBody(data: unknown): { body: string; contentType: string };
  /** Whether an answer is a success; a success without an envelope resolves with the whole body. */
  succeeded(status: number, envelope: Envelope | undefined): boolean;
  classify(status: number, code: number): FailureKind;
  /** Paths whose newer request aborts the older one; none when left out. */
  cancelsDuplicates?(pathname: string): boolean;
  /** On the login page a login failure is not presented: sending the user there again would loop. */
  onLoginPage(): boolean;
  /** What the presenter's `login` gets: a login URL, or the place to come back to. */
  loginTarget(): string;
  timeoutText: string;
  /**
   * The ApiError's message: `sent` keeps the server's msg (a validation failure gets the text shown),
   * `presented` is always the text shown (the busy text for a 5xx, a fallback for an empty msg).
   */
  errorMessage?: 'sent' | 'presented';
}

/** 'api/cart/total' → '/api/cart/total'; absolute URLs and '/…' paths are kept. */
export function normalizePath(url: string): string {
  if (isAbsolute(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

function isAbsolute(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function pathnameOf(url: string): string {
  if (isAbsolute(url)) return new URL(url).pathname;
  return url.split(/[?#]/)[0];
}

function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Rejects as soon as the signal aborts, even if the underlying promise ignores it. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

type AbortCause = 'duplicate' | 'caller' | 'timeout';

const hasBody = (method: Method) => method === 'POST' || method === 'PUT';

/** `call`'s arguments: the input may be left out when the endpoint needs none. */
export type CallArgs<D extends EndpointDescriptor> =
  Record<string, never> extends EndpointInput<D>
    ? [input?: EndpointInput<D>, opts?: RequestOptions]
    : [input: EndpointInput<D>, opts?: RequestOptions];

/**
 * `('/api/order/:id/cancel', { id: 7, reason: 'x' })` → the path with `7` in place and `{ reason: 'x' }`
 * left for the query or body. An input without path params goes on as it is (a FormData too).
 */
export function fillPath(path: string, input: unknown): { url: string; rest: unknown } {
  if (!path.includes(':')) return { url: path, rest: input };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

export function createHttpClient(config: HttpClientConfig) {
  let presenter: ErrorPresenter = silentPresenter;
  const pending = new Map<string, (cause: AbortCause) => void>();
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');

  function setErrorPresenter(p: ErrorPresenter | null): void {
    presenter = p ?? silentPresenter;
  }

  function present(opts: RequestOptions, show: (p: ErrorPresenter) => void): void {
    if (!opts.silent) show(presenter);
  }

  /** Resolves with `data` on success; otherwise presents the failure and throws an ApiError. */
  function settle<T>(status: number, body: unknown, opts: RequestOptions = {}): T {
    const envelope = asEnvelope(body);
    if (config.succeeded(status, envelope)) return (envelope ? envelope.data : body) as T;

    const code = envelope?.code ?? status;
    const msg = envelope?.msg ?? '';
    const error = new ApiError({ code, msg, status, errors: envelope?.errors, data: envelope?.data });
    const presented = (text: string) => {
      if (config.errorMessage === 'presented') error.message = text;
    };

    switch (config.classify(status, code)) {
      case 'login':
        presented(msg || LOGIN_FALLBACK);
        if (!config.onLoginPage()) present(opts, (p) => p.login(config.loginTarget()));
        break;
      case 'validation': {
        const text = msg || firstValidationMessage(envelope?.errors) || VALIDATION_FALLBACK;
        error.message = text;
        present(opts, (p) => p.validation(text));
        break;
      }
      case 'contract':
        present(opts, (p) => p.contract(msg));
        break;
      case 'busy':
        // 5xx never shows server internals.
        presented(BUSY_TEXT);
        present(opts, (p) => p.busy(BUSY_TEXT));
        break;
      default: {
        const text = msg || (envelope ? FAILURE_FALLBACK : `请求失败（${status}）`);
        presented(text);
        present(opts, (p) => p.alert(ALERT_TITLE, text));
      }
    }
    throw error;
  }

  async function request<T>(
    method: Method,
    url: string,
    parts: { params?: object; data?: unknown },
    opts: RequestOptions = {},
  ): Promise<T> {
    const path = normalizePath(url);
    const pathname = pathnameOf(path);
    const key = `${method} ${pathname}`;
    const cancellable = opts.cancelDuplicate !== false && (config.cancelsDuplicates?.(pathname) ?? false);

    const controller = new AbortController();
    let cause: AbortCause | undefined;
    const abort = (c: AbortCause) => {
      if (cause) return;
      cause = c;
      controller.abort();
    };

    if (cancellable) {
      pending.get(key)?.('duplicate');
      pending.set(key, abort);
    }
    const timer = setTimeout(() => abort('timeout'), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => abort('caller');
    if (opts.signal?.aborted) abort('caller');
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (parts.data instanceof FormData) {
      body = parts.data;
    } else if (method === 'POST' || method === 'PUT') {
      const encoded = config.encodeBody(parts.data);
      body = encoded.body;
      headers['Content-Type'] = encoded.contentType;
    }
    const target = isAbsolute(path) ? path : `${baseUrl}${path}`;

    try {
      const res = await abortable(
        fetch(withQuery(target, config.encodeQuery(parts.params)), {
          method,
          headers,
          body,
          credentials: 'include',
          signal: controller.signal,
        }),
        controller.signal,
      );
      const payload = await abortable(readBody(res), controller.signal);
      return settle<T>(res.status, payload, opts);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (cause === 'duplicate' || cause === 'caller') {
        throw new ApiError({ code: CANCELED_CODE, msg: '请求已取消' });
      }
      if (cause === 'timeout') {
        present(opts, (p) => p.timeout(config.timeoutText));
        throw new ApiError({ code: TIMEOUT_CODE, msg: config.timeoutText });
      }
      present(opts, (p) => p.alert(ALERT_TITLE, NETWORK_TEXT));
      throw new ApiError({ code: NETWORK_CODE, msg: NETWORK_TEXT });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      if (pending.get(key) === abort) pending.delete(key);
    }
  }

  /**
   * The typed call: `call(cartList, { filter: 1 }, { signal })`. The descriptor (packages/contract)
   * gives the method and path; path params are taken from the input, the rest is the GET query or
   * the POST body, sent exactly as `get`/`post` send theirs. The answer is typed from the contract
   * but not parsed again here: the API already checks it against the same schema on the way out,
   * and parsing would put every answer schema into the front ends' bundles.
   */
  function call<D extends EndpointDescriptor>(
    descriptor: D,
    ...[input, opts]: CallArgs<D>
  ): Promise<EndpointAnswer<D>> {
    const { url, rest } = fillPath(descriptor.path, input);
    // A declared query goes in the URL whatever the method (POST /api/cart/next_hint has one).
    const inQuery = descriptor.query !== undefined || (!descriptor.body && !hasBody(descriptor.method));
    const parts = inQuery ? { params: rest as object | undefined } : { data: rest };
    return request<EndpointAnswer<D>>(descriptor.method, url, parts, opts);
  }

  return {
    setErrorPresenter,
    settle,
    call,
    get<T>(url: string, params?: object, opts?: RequestOptions): Promise<T> {
      return request<T>('GET', url, { params }, opts);
    },
    /** An encoded body, or a FormData one sent as multipart/form-data (file uploads). */
    post<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
      return request<T>('POST', url, { data }, opts);
    },
    put<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
      return request<T>('PUT', url, { data }, opts);
    },
    delete<T>(url: string, params?: object, opts?: RequestOptions): Promise<T> {
      return request<T>('DELETE', url, { params }, opts);
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
export type { Envelope };
