import { afterEach, describe, expect, it } from 'vitest';
import { pgliteTarget, serverTarget, type DataTarget } from './harness/data-target';
import { HttpClient } from './harness/http-client';
import { brokenRules, stockDrift, stockUnits } from './harness/invariants';
import { sleep, waitFor } from './harness/processes';
import { startServer, type ServerProcess } from './harness/server-process';
import { describeAnswer, improperAnswers, prepareShop, startTraffic } from './harness/shop';

let target: DataTarget | undefined;
let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  servers = [];
  await target?.dispose();
  target = undefined;
});

const start = async (t: DataTarget) => {
  const server = await startServer({ database: t.serverEnv });
  servers.push(server);
  return server;
};

/**
 * SIGKILL in the middle of checkouts, payments and refunds, then a restart on the same data: every
 * acknowledged payment is still there, nothing is half-written, stock and ledgers add up.
 */
async function crashAndRecover(make: () => Promise<DataTarget>) {
  target = await make();
  const t = target;
  const shop = await t.inspect((q) => prepareShop(q));
  const before = await t.inspect(stockUnits);

  const first = await start(t);
  const traffic = await startTraffic(shop, { baseUrls: [first.url], stopAfterMs: 40_000 });
  await waitFor(
    'paid orders and a refund',
    async () => traffic.paidOrders.length >= 20 && traffic.refunds >= 2,
    30_000,
  );
  await sleep(Math.floor(Math.random() * 150));
  const killed = await first.kill();
  const killedAt = Date.now();
  traffic.stop();
  await traffic.done;
  expect(killed.signal).toBe('SIGKILL');
  const answered = traffic.answers.filter((a) => a.startedAt < killedAt && a.status !== null);
  expect(improperAnswers(answered).map(describeAnswer)).toEqual([]);
  const acknowledged = [...traffic.paidOrders];

  // The same folder or database again: it must start, and serve buyers.
  const second = await start(t);
  const again = await startTraffic(shop, { baseUrls: [second.url], rounds: 3 });
  await again.done;
  expect(improperAnswers(again.answers).map(describeAnswer)).toEqual([]);
  expect(again.paidOrders.length).toBeGreaterThan(0);
  const buyer = new HttpClient(second.url);
  await buyer.login('yaodian01');
  expect((await buyer.get('/api/user/user_money')).status).toBe(200);
  expect(await second.stop()).toEqual({ code: 0, signal: null });

  await t.inspect(async (query) => {
    expect(await brokenRules(query)).toEqual([]);
    expect(stockDrift(before, await stockUnits(query))).toEqual([]);
    const kept = await query(
      `select id from orders where status = 'to_ship' and id in (${[...acknowledged, ...again.paidOrders].join(',')})`,
    );
    // An order the server answered as paid survives the crash (refunds do not change the status).
    expect(kept.length).toBe(acknowledged.length + again.paidOrders.length);
  });
  return {
    paid: acknowledged.length,
    refunds: traffic.refunds,
    cut: traffic.answers.filter((a) => a.error).length,
  };
}

describe('crash safety: SIGKILL during checkouts, payments and refunds', () => {
  it('PGlite folder: restarts with no half-written order, stock and ledgers adding up', async () => {
    const stats = await crashAndRecover(async () => pgliteTarget());
    console.info(`PGlite crash: ${JSON.stringify(stats)}`);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL (DATABASE_URL): restarts with no half-written order, stock and ledgers adding up',
    async () => {
      const stats = await crashAndRecover(serverTarget);
      console.info(`PostgreSQL crash: ${JSON.stringify(stats)}`);
    },
  );
  if (!process.env.DATABASE_URL) console.warn('crash safety on PostgreSQL skipped: DATABASE_URL is not set');
});
