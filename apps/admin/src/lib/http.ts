/**
 * The console's request layer: credentials, JSON (or multipart) bodies, 30 s timeout and the `{code, msg, data}`
 * envelope (10000 = success). Failures are shown through an ErrorPresenter (presenter.tsx mounts the
 * antd one), so this file has no React import; every failure also rejects with an ApiError.
 */
import {
  BUSY_TEXT,
  firstValidationMessage,
  NOT_LOGGED_IN,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
} from '@yaocai/domain';

export interface ErrorPresenter {
  /** A message the staff member reads (403, 422, 409, 5xx, network). */
  error(msg: string): void;
  /** Not logged in: go to the console login page, coming back to `redirect` afterwards. */
  login(redirect: string): void;
}

export const TIMEOUT_CODE = -2;
export const NETWORK_CODE = -3;
export const CANCELED_CODE = -1;

export const TIMEOUT_TEXT = '请求超时，请稍后再试';
export const NETWORK_TEXT = '网络连接失败，请检查网络后重试';
const FAILURE_FALLBACK = '操作失败，请稍后再试';
const VALIDATION_FALLBACK = '提交的信息有误，请检查后重试';

export interface RequestOptions {
  /** Show nothing on failure; the promise still rejects. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export class ApiError extends Error {
  /** Envelope code, the HTTP status when there was no envelope, or CANCELED/TIMEOUT/NETWORK_CODE. */
  code: number;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** 422: messages per field. */
  errors?: Record<string, string[]>;

  constructor(init: { code: number; msg: string; status?: number; errors?: Record<string, string[]> }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status ?? 0;
    this.errors = init.errors;
  }
}

export function isCanceledError(e: unknown): boolean {
  return e instanceof ApiError && e.code === CANCELED_CODE;
}

const silentPresenter: ErrorPresenter = { error: () => {}, login: () => {} };
let presenter: ErrorPresenter = silentPresenter;

export function setErrorPresenter(p: ErrorPresenter | null): void {
  presenter = p ?? silentPresenter;
}

/** `{a: 1, b: '', c: undefined}` → `?a=1`: empty filters are left out. */
export function toQueryString(params?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
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

/** The console's login page (under whatever base path it is served from). */
function onLoginPage(): boolean {
  return /\/login\/?$/.test(window.location.pathname);
}

/** Resolves with `data` on success; otherwise presents the failure and throws an ApiError. */
export function settle<T>(status: number, body: unknown, opts: RequestOptions = {}): T {
  const envelope = asEnvelope(body);
  if (envelope?.code === SUCCESS_CODE && status < 400) return envelope.data as T;

  const code = envelope?.code ?? status;
  let msg = envelope?.msg ?? '';
  const show = (text: string) => {
    if (!opts.silent) presenter.error(text);
  };

  if (code === NOT_LOGGED_IN || status === 401) {
    msg = msg || '请先登录';
    if (!opts.silent && !onLoginPage()) {
      presenter.login(`${window.location.pathname}${window.location.search}`);
    }
  } else if (status >= 500 || code >= 500) {
    // 5xx never shows what went wrong inside the server.
    msg = BUSY_TEXT;
    show(msg);
  } else if (code === 422 || status === 422) {
    msg = msg || firstValidationMessage(envelope?.errors) || VALIDATION_FALLBACK;
    show(msg);
  } else {
    msg = msg || (envelope ? FAILURE_FALLBACK : `请求失败（${status}）`);
    show(msg);
  }
  throw new ApiError({ code, msg, status, errors: envelope?.errors });
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, url: string, data: unknown, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | FormData | undefined;
  if (data instanceof FormData) {
    // The browser writes the multipart Content-Type itself, with the boundary.
    body = data;
  } else if (method === 'POST' || method === 'PUT') {
    // Fastify refuses an empty JSON body, so an action without fields sends `{}`.
    body = JSON.stringify(data ?? {});
    headers['Content-Type'] = 'application/json';
  }

  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    const payload = await readBody(res);
    return settle<T>(res.status, payload, opts);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (timedOut) {
      if (!opts.silent) presenter.error(TIMEOUT_TEXT);
      throw new ApiError({ code: TIMEOUT_CODE, msg: TIMEOUT_TEXT });
    }
    if (controller.signal.aborted) throw new ApiError({ code: CANCELED_CODE, msg: '请求已取消' });
    if (!opts.silent) presenter.error(NETWORK_TEXT);
    throw new ApiError({ code: NETWORK_CODE, msg: NETWORK_TEXT });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const http = {
  get<T>(url: string, params?: object, opts?: RequestOptions): Promise<T> {
    return request<T>('GET', `${url}${toQueryString(params)}`, undefined, opts);
  },
  /** A JSON body, or a FormData one sent as multipart/form-data (file uploads). */
  post<T>(url: string, data?: unknown, opts?: RequestOptions): Promise<T> {
    return request<T>('POST', url, data, opts);
  },
  delete<T>(url: string, opts?: RequestOptions): Promise<T> {
    return request<T>('DELETE', url, undefined, opts);
  },
};

/** A 422's field errors in the shape antd's `form.setFields` takes (first message of each field). */
export function fieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors)
    .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
    .map(([name, messages]) => ({ name, errors: [messages[0]] }));
}
