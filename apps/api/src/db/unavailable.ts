/**
 * Whether an error means the database cannot be reached right now (server down, restarting,
 * connection refused or timed out), as opposed to a bug or a refused statement. Such requests
 * answer 503 with Retry-After instead of 500, so clients and load balancers retry elsewhere.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[123])$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Query read timeout',
  'Cannot use a pool after calling end',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as ErrorLike | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorLike, depth++) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE_UNAVAILABLE.test(e.code))) {
      return true;
    }
    const message = e.message;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
