import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTarget, type DataTarget } from './harness/data-target';
import { HttpClient } from './harness/http-client';
import { waitFor } from './harness/processes';
import { startServer, type ServerProcess } from './harness/server-process';

const enabled = Boolean(process.env.DATABASE_URL);
if (!enabled) console.warn('the cluster (WORKERS=2) skipped: DATABASE_URL is not set');

let target: DataTarget;
let server: ServerProcess;

/**
 * One request on a connection of its own: the cluster hands out connections round robin, so this is
 * how a browser's requests reach different workers (a kept-alive connection stays with one).
 */
function once(method: string, path: string, options: { cookie?: string; body?: unknown } = {}) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<{ status: number; code: number | undefined; text: string }>((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let code: number | undefined;
          try {
            code = (JSON.parse(text) as { code?: number }).code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode ?? 0, code, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const workerPids = () =>
  execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);

beforeAll(async () => {
  if (!enabled) return;
  target = await serverTarget();
  server = await startServer({ database: target.serverEnv, env: { WORKERS: '2' } });
  await waitFor('two workers', async () => workerPids().length === 2, 30_000);
});
afterAll(async () => {
  if (!enabled) return;
  const exit = await server?.stop();
  expect(exit).toEqual({ code: 0, signal: null });
  await target?.dispose();
});

describe.skipIf(!enabled)('the cluster: WORKERS=2 on PostgreSQL', () => {
  it('a logout ends the session on every worker at once', async () => {
    for (let round = 0; round < 3; round++) {
      const client = new HttpClient(server.url);
      await client.login('yaodian01');
      const cookie = client.cookieHeader;
      // Both workers now hold the viewer in their caches.
      for (let i = 0; i < 6; i++) expect((await once('GET', '/api/cart/list', { cookie })).status).toBe(200);
      expect((await once('DELETE', '/api/user/logout', { cookie })).status).toBe(200);
      for (let i = 0; i < 6; i++) {
        const after = await once('GET', '/api/cart/list', { cookie });
        expect([after.status, after.code]).toEqual([401, 10001]);
      }
    }
  });

  it('counts a rate limit once across the workers', async () => {
    // 微信注册 allows 20 a minute from one address; a refused body still counts.
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await once('POST', '/api/user/register/wechat', { body: {} }));
    expect(answers.slice(0, 20).every((a) => a.status === 422)).toBe(true);
    expect(answers[20]!.status).toBe(429);
  });

  it('serves /metrics as the sum of the workers', async () => {
    const scrape = async () => (await once('GET', '/metrics')).text;
    const served = (text: string) =>
      Number(
        /yaocai_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_class="2xx"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    const before = served(await scrape());
    for (let i = 0; i < 10; i++) expect((await once('GET', '/api/health/live')).status).toBe(200);
    expect(served(await scrape())).toBe(before + 10);
    // db_up is the minimum over the workers: 1 once each has passed a readiness check.
    for (let i = 0; i < 4; i++) expect((await once('GET', '/api/health/ready')).status).toBe(200);
    expect(await scrape()).toMatch(/^yaocai_db_up 1$/m);
  });

  it('starts another worker when one dies, and keeps serving', async () => {
    const [first, second] = workerPids();
    process.kill(first!, 'SIGKILL');
    await waitFor(
      'a new worker',
      async () => {
        const pids = workerPids();
        return pids.length === 2 && !pids.includes(first!) && pids.includes(second!);
      },
      30_000,
    );
    await waitFor(
      'the new worker to listen',
      async () => {
        const answers = await Promise.all(Array.from({ length: 4 }, () => once('GET', '/api/health/ready')));
        return answers.every((a) => a.status === 200);
      },
      30_000,
    );
  });
});
