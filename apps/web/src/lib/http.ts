/**
 * The request layer of spec §7 and §8: credentials, 30 s timeout, form-encoded bodies, cancelling a
 * duplicate request to the same path, and the error catalogue with its exact texts. UI effects go
 * through an ErrorPresenter (see presenter.tsx) so this file has no React import.
 */
import { toFormBody } from './form-body';
import {
  ALERT_TITLE,
  BUSY_TEXT,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODES,
  TIMEOUT_TEXT,
  classifyCode,
  firstValidationMessage,
  isNoCancelPath,
} from '@yaocai/domain';

export { toFormBody };

export interface RequestOptions {
  /** Present nothing on failure (suggestion, profile and banner calls); the promise still rejects. */
  silent?: boolean;
  /** Caller's signal (e.g. TanStack Query's); aborting it rejects with a canceled ApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Default true: a newer request to the same method + path aborts this one (spec §7). Pass false
   * for calls that legitimately run in parallel with different queries (e.g. several goods floors).
   */
  cancelDuplicate?: boolean;
}

export interface ErrorPresenter {
  validation(msg: string): void;
  contract(msg: string): void;
  alert(title: string, msg: string): void;
  busy(text: string): void;
  timeout(text: string): void;
  login(loginUrl: string): void;
}

/** Codes of failures the server never sends; callers can tell them apart. */
export const CANCELED_CODE = -1;
export const TIMEOUT_CODE = -2;
export const NETWORK_CODE = -3;

const NETWORK_TEXT = '网络连接失败，请检查网络后重试';
const VALIDATION_FALLBACK = '提交的信息有误，请检查后重试';
const FAILURE_FALLBACK = '操作失败，请稍后再试';

export interface ApiErrorInit {
  code: number;
  msg: string;
  status?: number;
  errors?: Record<string, string[]>;
  data?: unknown;
}

export class ApiError extends Error {
  /** Envelope code, HTTP status when there was no envelope, or CANCELED/TIMEOUT/NETWORK_CODE. */
  code: number;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  errors?: Record<string, string[]>;
  data?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status ?? 0;
    this.errors = init.errors;
    this.data = init.data;
  }
}

/** True for a request aborted as a duplicate or by its caller: ignore it, it was never presented. */
export function isCanceledError(e: unknown): e is ApiError {
  return e instanceof ApiError && e.code === CANCELED_CODE;
}

const noop = () => {};
const silentPresenter: ErrorPresenter = {
  validation: noop,
  contract: noop,
  alert: noop,
  busy: noop,
  timeout: noop,
  login: noop,
};
let presenter: ErrorPresenter = silentPresenter;

export function setErrorPresenter(p: ErrorPresenter | null): void {
  presenter = p ?? silentPresenter;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AbortCause = 'duplicate' | 'caller' | 'timeout';

const API_BASE: string = String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
const pending = new Map<string, (cause: AbortCause) => void>();

/** 'api/cart/total' → '/api/cart/total'; absolute URLs and '/…' paths are kept. */
export function normalizePath(url: string): string {
  if (/^https?:\/\//i.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

function pathnameOf(url: string): string {
  if (/^https?:\/\//i.test(url)) return new URL(url).pathname;
  return url.split(/[?#]/)[0];
}

function withQuery(url: string, params?: Record<string, unknown>): string {
  const query = toFormBody(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function currentLoginUrl(): string {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

function present(opts: RequestOptions, show: (p: ErrorPresenter) => void): void {
  if (!opts.silent) show(presenter);
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

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

function asEnvelope(body: unknown): Envelope | undefined {
  if (body === null || typeof body !== 'object' || !('code' in body)) return undefined;
  const code = Number((body as { code: unknown }).code);
  return Number.isFinite(code) ? { ...(body as Envelope), code } : undefined;
}

/** Resolves with `data` on success; otherwise presents per spec §8 and throws ApiError. */
function settle<T>(status: number, body: unknown, opts: RequestOptions): T {
  const envelope = asEnvelope(body);
  if (!envelope) {
    if (status >= 200 && status < 300) return body as T;
  } else if (SUCCESS_CODES.includes(envelope.code)) {
    return envelope.data as T;
  }

  const code = envelope?.code ?? status;
  const msg = envelope?.msg ?? '';
  const error = new ApiError({ code, msg, status, errors: envelope?.errors, data: envelope?.data });

  // The envelope code decides, except that HTTP 401 always means login and an HTTP 5xx is always busy.
  let kind = classifyCode(code);
  if (status === 401) kind = 'login';
  else if (status >= 500 && status <= 599) kind = 'busy';

  switch (kind) {
    case 'login':
      // Already on the login page: sending the user there again would only loop.
      if (window.location.pathname !== '/login') present(opts, (p) => p.login(currentLoginUrl()));
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
      present(opts, (p) => p.busy(BUSY_TEXT));
      break;
    default:
      present(opts, (p) =>
        p.alert(ALERT_TITLE, msg || (envelope ? FAILURE_FALLBACK : `请求失败（${status}）`)),
      );
  }
  throw error;
}

async function request<T>(
  method: Method,
  url: string,
  parts: { params?: Record<string, unknown>; data?: unknown },
  opts: RequestOptions = {},
): Promise<T> {
  const path = normalizePath(url);
  const pathname = pathnameOf(path);
  const key = `${method} ${pathname}`;
  const cancellable = opts.cancelDuplicate !== false && !isNoCancelPath(pathname);

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
    body = parts.data; // file uploads: the browser sets the multipart boundary
  } else if (method === 'POST' || method === 'PUT') {
    body = toFormBody(parts.data);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  const target = /^https?:\/\//i.test(path) ? path : `${API_BASE}${path}`;

  try {
    const res = await abortable(
      fetch(withQuery(target, parts.params), {
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
      present(opts, (p) => p.timeout(TIMEOUT_TEXT));
      throw new ApiError({ code: TIMEOUT_CODE, msg: TIMEOUT_TEXT });
    }
    present(opts, (p) => p.alert(ALERT_TITLE, NETWORK_TEXT));
    throw new ApiError({ code: NETWORK_CODE, msg: NETWORK_TEXT });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    if (pending.get(key) === abort) pending.delete(key);
  }
}

export const http = {
  get<T>(url: string, params?: Record<string, unknown>, opts?: RequestOptions): Promise<T> {
    return request<T>('GET', url, { params }, opts);
  },
  post<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
    return request<T>('POST', url, { data }, opts);
  },
  put<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
    return request<T>('PUT', url, { data }, opts);
  },
  delete<T>(url: string, params?: Record<string, unknown>, opts?: RequestOptions): Promise<T> {
    return request<T>('DELETE', url, { params }, opts);
  },
};
