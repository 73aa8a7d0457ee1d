/** Codes of failures the server never sends; callers can tell them apart. */
export const CANCELED_CODE = -1;
export const TIMEOUT_CODE = -2;
export const NETWORK_CODE = -3;

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
  /** 422: messages per field. */
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

/**
 * A 422's field errors in the shape antd's `form.setFields` takes (nothing for other failures):
 * the first message of each field, or `all` of them; `nameOf` maps an API field to the form's.
 */
export function fieldErrors(
  error: unknown,
  { messages = 'first', nameOf = (name) => name }: FieldErrorOptions = {},
): { name: string; errors: string[] }[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors)
    .filter(([, list]) => Array.isArray(list) && list.length > 0)
    .map(([name, list]) => ({ name: nameOf(name), errors: messages === 'all' ? list : [list[0]] }));
}

export interface FieldErrorOptions {
  messages?: 'first' | 'all';
  nameOf?: (apiField: string) => string;
}
