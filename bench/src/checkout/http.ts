import { Agent, request } from 'node:http';

export function percentile(sorted: number[], p: number) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * One POST over a kept-alive connection. node:http rather than fetch: the load runs on the same two
 * cores as the server and the database, and fetch spent about 2 ms of CPU per order.
 */
export function post(agent: Agent, url: URL, cookie: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', cookie } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Latencies of one kind of request, with its failures. */
export class Step {
  readonly latencies: number[] = [];
  ok = 0;
  failed = 0;
  firstFailure = '';
  constructor(readonly name: string) {}

  /** Records one answer; the parsed `data` of a 200 with code 10000, else null. */
  record<T>(ms: number, answer: { status: number; text: string }): T | null {
    this.latencies.push(ms);
    if (answer.status === 200) {
      const body = JSON.parse(answer.text) as { code: number; data: T };
      if (body.code === 10000) {
        this.ok++;
        return body.data;
      }
    }
    this.failed++;
    this.firstFailure ||= `${answer.status} ${answer.text.slice(0, 200)}`;
    return null;
  }

  result(seconds: number, perSecond = this.ok / seconds) {
    if (this.firstFailure) console.warn(`${this.name}: ${this.failed} failed, first: ${this.firstFailure}`);
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      name: this.name,
      requestsPerSecond: perSecond,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: this.failed,
      non2xx: 0,
    };
  }
}
