export const DEMO_PASSWORD = 'Demo@1234';

/** One answer, or the transport error that took its place. */
export interface Answer {
  method: string;
  path: string;
  status: number | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers | null;
  /** ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, TimeoutError… when no answer came. */
  error: string | null;
  startedAt: number;
  ms: number;
}

/** The error code of a failed fetch: the socket's code when there is one. */
export function transportError(error: unknown): string {
  const e = error as {
    name?: string;
    code?: string;
    cause?: { code?: string; name?: string; message?: string };
  };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'TimeoutError';
  return e.cause?.code ?? e.code ?? e.cause?.name ?? e.cause?.message ?? String(error);
}

/**
 * Real HTTP to a server process with a cookie jar, like a browser tab: the session cookie set by
 * login goes with every later request. `withBase` shares the jar with another instance's address.
 */
export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly jar = new Map<string, string>(),
    private readonly timeoutMs = 15_000,
  ) {}

  withBase(baseUrl: string) {
    return new HttpClient(baseUrl, this.jar, this.timeoutMs);
  }

  get cookieHeader() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const startedAt = Date.now();
    const answer: Answer = {
      method,
      path,
      status: null,
      body: null,
      headers: null,
      error: null,
      startedAt,
      ms: 0,
    };
    try {
      const res = await fetch(this.baseUrl + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.jar.size > 0 ? { cookie: this.cookieHeader } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      this.remember(res.headers.getSetCookie());
      const text = await res.text();
      answer.status = res.status;
      answer.headers = res.headers;
      try {
        answer.body = text ? JSON.parse(text) : null;
      } catch {
        answer.body = text;
      }
    } catch (error) {
      answer.error = transportError(error);
    }
    answer.ms = Date.now() - startedAt;
    return answer;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);
  delete = (path: string) => this.request('DELETE', path);

  /** Logs in; throws unless the server answered 10000. */
  async login(username: string, password = DEMO_PASSWORD) {
    const res = await this.post('/api/user/login', { username, password });
    if (res.status !== 200 || res.body?.code !== 10000)
      throw new Error(`login ${username} failed: ${res.status ?? res.error} ${JSON.stringify(res.body)}`);
    return res;
  }

  private remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
