/**
 * The storefronts' request client (spec §7 and §8), shared by the PC storefront and the mobile one:
 * form-encoded bodies with bracket keys, duplicate cancellation except the listed paths, and the error
 * catalogue's kinds. UI effects go through the ErrorPresenter each app mounts.
 */
import { classifyCode, isNoCancelPath, SUCCESS_CODES, TIMEOUT_TEXT } from '@yaocai/domain';
import type { FailureKind } from './error-presenter';
import { toFormBody } from './form-body';
import { createHttpClient } from './http-client';

/** The envelope code decides, except that HTTP 401 always means login and an HTTP 5xx is always busy. */
export function classifyStorefront(status: number, code: number): FailureKind {
  if (status === 401) return 'login';
  if (status >= 500 && status <= 599) return 'busy';
  const kind = classifyCode(code);
  return kind === 'success' ? 'alert' : kind;
}

/** `loginPath`: the app's login page ('/login' on PC, '/m/login' on the phone). */
export function createStorefrontClient({ loginPath, baseUrl = '' }: { loginPath: string; baseUrl?: string }) {
  return createHttpClient({
    baseUrl,
    encodeQuery: (params) => toFormBody(params),
    encodeBody: (data) => ({
      body: toFormBody(data),
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    }),
    succeeded: (status, envelope) =>
      envelope ? SUCCESS_CODES.includes(envelope.code) : status >= 200 && status < 300,
    classify: classifyStorefront,
    cancelsDuplicates: (pathname) => !isNoCancelPath(pathname),
    onLoginPage: () => window.location.pathname === loginPath,
    loginTarget: () => {
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      return `${loginPath}?redirect=${encodeURIComponent(here)}`;
    },
    timeoutText: TIMEOUT_TEXT,
  });
}
