/**
 * The console's request client: JSON (or multipart) bodies and the `{code, msg, data}` envelope
 * (10000 = success). Every failure is one message for the staff member (presenter.tsx mounts it),
 * and the ApiError carries the text shown.
 */
import { createHttpClient, toQueryString, type FailureKind } from '@yaocai/web-kit/http';
import { NOT_LOGGED_IN, SUCCESS_CODE } from '@yaocai/domain';

export const TIMEOUT_TEXT = '请求超时，请稍后再试';

function classify(status: number, code: number): FailureKind {
  if (code === NOT_LOGGED_IN || status === 401) return 'login';
  if (status >= 500 || code >= 500) return 'busy';
  if (code === 422 || status === 422) return 'validation';
  return 'alert';
}

export const http = createHttpClient({
  encodeQuery: toQueryString,
  // Fastify refuses an empty JSON body, so an action without fields sends `{}`.
  encodeBody: (data) => ({ body: JSON.stringify(data ?? {}), contentType: 'application/json' }),
  succeeded: (status, envelope) => envelope?.code === SUCCESS_CODE && status < 400,
  classify,
  // The console's login page, under whatever base path it is served from.
  onLoginPage: () => /\/login\/?$/.test(window.location.pathname),
  loginTarget: () => `${window.location.pathname}${window.location.search}`,
  timeoutText: TIMEOUT_TEXT,
  errorMessage: 'presented',
});

/** The typed call (contract endpoint descriptors): `call(cartList, { filter })`. */
export const call = http.call;
