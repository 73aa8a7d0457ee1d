export {
  ApiError,
  CANCELED_CODE,
  NETWORK_CODE,
  TIMEOUT_CODE,
  fieldErrors,
  isCanceledError,
} from './api-error';
export type { ApiErrorInit, FieldErrorOptions } from './api-error';
export type { ErrorPresenter, FailureKind } from './error-presenter';
export { createHttpClient, fillPath, normalizePath, NETWORK_TEXT } from './http-client';
export { classifyStorefront, createStorefrontClient } from './storefront-client';
export type { CallArgs, Envelope, HttpClient, HttpClientConfig, Method, RequestOptions } from './http-client';
export { toFormBody } from './form-body';
export { toQueryString, urlWithQuery } from './query-string';
