import { afterEach, describe, expect, it } from 'vitest';
import { postgresTarget, type DataTarget } from './harness/data-target';
import { HttpClient, type Answer } from './harness/http-client';
import { brokenRules, stockDrift, stockUnits } from './harness/invariants';
import { pgBinDir, startThrowawayCluster, type PgCluster } from './harness/pg-cluster';
import { sleep, waitFor } from './harness/processes';
import { startServer, type ServerProcess } from './harness/server-process';
import {
  describeAnswer,
  improperAnswers,
  isProper503,
  prepareShop,
  startTraffic,
  tally,
} from './harness/shop';

const OUTAGE_MS = 4_000;
/** Connect timeout (2 s) plus room for a busy machine: longer than this is a hang. */
const ANSWER_BOUND_MS = 4_500;
const RECOVERY_BOUND_MS = 5_000;

let cluster: PgCluster | undefined;
let target: DataTarget | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  await target?.dispose().catch(() => undefined);
  await cluster?.destroy();
});

async function poll(client: HttpClient, path: string, answers: Answer[], until: () => boolean) {
  for (let i = 0; i < 1_000 && !until(); i++) {
    answers.push(await client.get(path));
    await sleep(100);
  }
}

const bin = pgBinDir();
if (!bin)
  console.warn('database outage test skipped: no PostgreSQL server binaries under /usr/lib/postgresql');

describe('database outage', () => {
  it.skipIf(!bin)(
    'PostgreSQL stopped and restarted during checkouts: 503 meanwhile, recovery within 5 s, data adds up',
    async () => {
      cluster = await startThrowawayCluster();
      target = await postgresTarget(cluster.url);
      const t = target;
      const shop = await t.inspect((q) => prepareShop(q));
      const before = await t.inspect(stockUnits);
      server = await startServer({ database: t.serverEnv });
      const s = server;
      let died = false;
      void s.exited.then(() => (died = true));

      const traffic = await startTraffic(shop, { baseUrls: [s.url], stopAfterMs: 60_000 });
      let done = false;
      const ready: Answer[] = [];
      const live: Answer[] = [];
      const pollers = Promise.all([
        poll(new HttpClient(s.url), '/api/health/ready', ready, () => done),
        poll(new HttpClient(s.url), '/api/health/live', live, () => done),
      ]);
      await waitFor('paid orders', async () => traffic.paidOrders.length >= 10, 30_000);

      await cluster.stop('fast');
      const downAt = Date.now();
      await sleep(OUTAGE_MS);
      if (died) throw new Error(`the server process died during the outage:\n${s.output().slice(-4000)}`);
      const restartAt = Date.now();
      const during = traffic.answers.filter((a) => a.startedAt > downAt);
      await cluster.start();
      const upAt = Date.now();
      const recoveredMs = await waitFor(
        'a paid checkout after the database came back',
        async () =>
          traffic.answers.some(
            (a) =>
              a.path === '/api/order/create' && a.startedAt >= upAt && a.body?.data?.pay?.status === 'paid',
          ),
        RECOVERY_BOUND_MS + 5_000,
        50,
      ).catch((error) => {
        throw new Error(
          `${error.message}; answers since: ${tally(traffic.answers.filter((a) => a.startedAt >= upAt))}\n--- server output ---\n${s.output().slice(-6000)}`,
        );
      });
      await sleep(1_000);
      traffic.stop();
      done = true;
      await Promise.all([traffic.done, pollers]);
      expect(await s.stop()).toEqual({ code: 0, signal: null });

      const all = [...traffic.answers, ...ready, ...live];
      // The server stayed up and answered everything, in time, with 503 at worst.
      expect(all.filter((a) => a.error).map(describeAnswer)).toEqual([]);
      expect(improperAnswers(all, true).map(describeAnswer)).toEqual([]);
      expect(
        all.filter((a) => a.ms > ANSWER_BOUND_MS).map((a) => `${describeAnswer(a)} in ${a.ms} ms`),
      ).toEqual([]);
      expect(during.length).toBeGreaterThan(0);
      expect(during.filter((a) => a.status !== 503).map(describeAnswer)).toEqual([]);
      expect(during.every(isProper503)).toBe(true);
      expect(during[0]!.body.msg).toBe('系统繁忙，请稍候再试');
      expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_BOUND_MS);

      // Health: live always 200; ready 503 while the database is away, 200 again after.
      expect(live.every((a) => a.status === 200)).toBe(true);
      const readyDuring = ready.filter((a) => a.startedAt > downAt && a.startedAt + a.ms < restartAt);
      expect(readyDuring.length).toBeGreaterThan(0);
      expect(new Set(readyDuring.map((a) => a.status))).toEqual(new Set([503]));
      expect(ready.at(-1)!.status).toBe(200);

      await t.inspect(async (query) => {
        expect(await brokenRules(query)).toEqual([]);
        expect(stockDrift(before, await stockUnits(query))).toEqual([]);
      });
      console.info(
        `outage: ${JSON.stringify({ answersDuring: during.length, recoveredMs, paid: traffic.paidOrders.length })}`,
      );
    },
  );
});
