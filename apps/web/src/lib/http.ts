/**
 * The storefront's request client (spec §7 and §8): form-encoded bodies with bracket keys, duplicate
 * cancellation except the listed paths, and the error catalogue's kinds. UI effects go through the
 * ErrorPresenter that presenter.tsx mounts.
 */
import { createHttpClient, toFormBody, type FailureKind } from '@yaocai/web-kit/http';
import { classifyCode, isNoCancelPath, SUCCESS_CODES, TIMEOUT_TEXT } from '@yaocai/domain';

/** The envelope code decides, except that HTTP 401 always means login and an HTTP 5xx is always busy. */
function classify(status: number, code: number): FailureKind {
  if (status === 401) return 'login';
  if (status >= 500 && status <= 599) return 'busy';
  const kind = classifyCode(code);
  return kind === 'success' ? 'alert' : kind;
}

export const http = createHttpClient({
  baseUrl: String(import.meta.env.VITE_API_BASE_URL ?? ''),
  encodeQuery: (params) => toFormBody(params),
  encodeBody: (data) => ({
    body: toFormBody(data),
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
  }),
  succeeded: (status, envelope) =>
    envelope ? SUCCESS_CODES.includes(envelope.code) : status >= 200 && status < 300,
  classify,
  cancelsDuplicates: (pathname) => !isNoCancelPath(pathname),
  onLoginPage: () => window.location.pathname === '/login',
  loginTarget: () => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    return `/login?redirect=${encodeURIComponent(here)}`;
  },
  timeoutText: TIMEOUT_TEXT,
});

/** The typed call (contract endpoint descriptors): `call(cartList, { filter })`. */
export const call = http.call;
