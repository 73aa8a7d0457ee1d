import { afterEach, describe, expect, it } from 'vitest';
import { pgliteTarget, type DataTarget } from './harness/data-target';
import { HttpClient, type Answer } from './harness/http-client';
import { brokenRules, stockDrift, stockUnits } from './harness/invariants';
import { sleep, waitFor } from './harness/processes';
import { startServer, type ServerProcess } from './harness/server-process';
import { describeAnswer, improperAnswers, isProper503, prepareShop, startTraffic } from './harness/shop';

const DRAIN_MS = 1_000;
/** Refusals of a connection the server never took (listener closed, idle keep-alive socket closed). */
const NOT_ACCEPTED = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

let target: DataTarget | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  await target?.dispose();
});

/** GETs until `until` says stop: readiness and a goods list, like a load balancer and a visitor. */
async function poll(client: HttpClient, path: string, answers: Answer[], until: () => boolean) {
  for (let i = 0; i < 2_000 && !until(); i++) {
    answers.push(await client.get(path));
    await sleep(50);
  }
}

describe('graceful shutdown under load', () => {
  it('SIGTERM: readiness turns 503 first, accepted requests all get proper answers, exit code 0', async () => {
    target = pgliteTarget();
    const t = target;
    const shop = await t.inspect((q) => prepareShop(q));
    const before = await t.inspect(stockUnits);
    server = await startServer({ database: t.serverEnv, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } });
    const s = server;
    let exited = false;
    void s.exited.then(() => (exited = true));

    const traffic = await startTraffic(shop, { baseUrls: [s.url], stopAfterMs: 60_000 });
    const ready: Answer[] = [];
    const browse: Answer[] = [];
    const pollers = Promise.all([
      poll(new HttpClient(s.url), '/api/health/ready', ready, () => exited),
      poll(new HttpClient(s.url), '/api/goods/list?page=1', browse, () => exited),
    ]);
    await waitFor('paid orders', async () => traffic.paidOrders.length >= 10, 30_000);
    const sigtermAt = Date.now();
    s.signal('SIGTERM');
    const exit = await s.exited;
    const exitedAt = Date.now();
    traffic.stop();
    await Promise.all([traffic.done, pollers]);
    expect(exit).toEqual({ code: 0, signal: null });

    const all = [...traffic.answers, ...ready, ...browse];
    // Before SIGTERM nothing but proper answers; after it also the documented 503.
    expect(improperAnswers(all.filter((a) => a.startedAt < sigtermAt)).map(describeAnswer)).toEqual([]);
    expect(improperAnswers(all, true).map(describeAnswer)).toEqual([]);
    const business503 = traffic.answers.filter((a) => a.status === 503);
    expect(business503.every(isProper503)).toBe(true);
    // Every request sent before SIGTERM, or during the drain, was answered.
    const unanswered = all.filter((a) => a.error && a.startedAt < sigtermAt + DRAIN_MS - 200);
    expect(unanswered.map(describeAnswer)).toEqual([]);
    const inFlight = all.filter((a) => a.startedAt < sigtermAt && a.startedAt + a.ms > sigtermAt);
    // Later requests were refused at the connection, never cut after the server took them.
    const refused = all.filter((a) => a.error);
    expect(refused.filter((a) => !NOT_ACCEPTED.has(a.error!)).map(describeAnswer)).toEqual([]);

    // Readiness: 200 before, 503 during the drain while orders still go through.
    expect(ready.filter((a) => a.startedAt < sigtermAt).every((a) => a.status === 200)).toBe(true);
    const notReady = ready.filter((a) => a.startedAt >= sigtermAt && a.status === 503);
    expect(notReady.length).toBeGreaterThan(0);
    expect(notReady[0]!.body.data.shutting_down).toBe(true);
    const servedInDrain = traffic.answers.filter((a) => a.startedAt > sigtermAt && a.status === 200);
    expect(servedInDrain.length).toBeGreaterThan(0);

    await t.inspect(async (query) => {
      expect(await brokenRules(query)).toEqual([]);
      expect(stockDrift(before, await stockUnits(query))).toEqual([]);
      // A checkout whose connection failed was not processed behind the buyer's back.
      const lost = [...traffic.orderKeys].filter(([, a]) => a.error).map(([key]) => `'${key}'`);
      if (lost.length > 0)
        expect(await query(`select id from orders where idempotency_key in (${lost.join(',')})`)).toEqual([]);
    });
    console.info(
      `shutdown: ${JSON.stringify({ inFlight: inFlight.length, servedInDrain: servedInDrain.length, refused: refused.length, exitMs: exitedAt - sigtermAt })}`,
    );
  });
});
