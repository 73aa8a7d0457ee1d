import { sql } from 'drizzle-orm';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/api/src/app';
import { testConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { createBuyers, type Buyer } from './checkout/fixtures';
import { installSqlCounter } from './checkout/sql-counter';
import { prepareBenchDatabase } from './lib/database';
import { drive, printTable, warmUp, type LoadResult } from './lib/load';
import { parseOptions } from './lib/options';
import { startServer } from './lib/server-process';

/** Aim of issue 4: SQL statements per checkout. */
const AIM_STATEMENTS = 40;
const LIST_LINES = 200;
const CART_LINES = 5;

function percentile(sorted: number[], p: number) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const createBody = (b: Buyer, key: string) =>
  JSON.stringify({ ids: b.cartIds, address_id: b.addressId, invoice_type: 0, idempotency_key: key });

/**
 * One POST over a kept-alive connection. node:http rather than fetch: the load runs on the same two
 * cores as the server and the database, and fetch spent about 2 ms of CPU per order.
 */
function post(agent: Agent, url: URL, cookie: string, body: string) {
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

/** Concurrent buyers each placing one order of their 5-line cart; orders per second over the run. */
async function driveOrders(
  appUrl: string,
  buyers: Buyer[],
  options: { durationSeconds: number; connections: number },
  name: string,
) {
  let next = 0;
  let ok = 0;
  let failed = 0;
  let firstFailure = '';
  const latencies: number[] = [];
  const deadline = Date.now() + options.durationSeconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(`${appUrl}/api/order/create`);
  const worker = async () => {
    while (Date.now() < deadline && next < buyers.length) {
      const buyer = buyers[next++]!;
      const started = performance.now();
      const { status, text } = await post(
        agent,
        url,
        buyer.cookie,
        createBody(buyer, `bench-${next}-${Date.now()}`),
      );
      latencies.push(performance.now() - started);
      if (status === 200) ok++;
      else {
        failed++;
        firstFailure ||= `${status} ${text.slice(0, 200)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  if (firstFailure) console.warn(`${name}: ${failed} failed, first: ${firstFailure}`);
  if (next >= buyers.length && name !== 'warm-up')
    console.warn(`${name}: ran out of buyers after ${seconds.toFixed(1)} s; raise --buyers`);
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: failed,
    non2xx: 0,
  };
}

/** Statements of one checkout, one payment and one 200-line cart list, counted in this process. */
async function countStatements(env: Record<string, string>, counted: Buyer[], listBuyer: Buyer) {
  const counter = installSqlCounter();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp(testConfig({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }), database);
  try {
    const inject = async (method: 'GET' | 'POST', url: string, cookie: string, body?: string) => {
      counter.start();
      const res = await app.inject({
        method,
        url,
        payload: body,
        headers: { cookie, 'content-type': 'application/json' },
      });
      const { count, statements } = counter.stop();
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return { count, statements, body: res.json() as { data: { order_id: number } } };
    };
    const [first, second] = counted;
    const create = await inject(
      'POST',
      '/api/order/create',
      first!.cookie,
      createBody(first!, `count-${Date.now()}`),
    );
    const other = await inject(
      'POST',
      '/api/order/create',
      second!.cookie,
      createBody(second!, `count2-${Date.now()}`),
    );
    await database.db.execute(sql`insert into balance_ledger (member_id, amount, kind, note)
      select member_id, 100000000, 'recharge', 'bench' from orders where id = ${other.body.data.order_id}`);
    const pay = await inject(
      'POST',
      `/api/pay/${other.body.data.order_id}`,
      second!.cookie,
      JSON.stringify({ method: 'balance' }),
    );
    const list = await inject('GET', '/api/cart/list', listBuyer.cookie);
    if (process.env.BENCH_VERBOSE === '1') console.log(create.statements.join('\n'));
    return { create: create.count, pay: pay.count, list: list.count };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function runCheckoutBench(args: string[]) {
  const withDefaults = args.some((a) => a.startsWith('--goods')) ? args : [...args, '--goods=2000'];
  const options = parseOptions(withDefaults);
  // --only=cart: the 200-line cart list alone (no order rounds, no 4,000 buyers to create);
  // --only=orders: the order rounds alone (a CPU profile of the checkout path without the cart list).
  const onlyCart = args.includes('--only=cart');
  const onlyOrders = args.includes('--only=orders');
  const buyersWanted = onlyCart
    ? 0
    : Number(args.find((a) => a.startsWith('--buyers='))?.split('=')[1] ?? process.env.BENCH_BUYERS ?? 4000);
  const database = await prepareBenchDatabase({ goods: options.goods, dataDir: options.dataDir });
  console.log(
    `database: ${database.kind}, ${options.goods.toLocaleString()} goods, ${buyersWanted} buyers with ${CART_LINES}-line carts; ` +
      `${options.connections} connections, ${options.durationSeconds} s per measure`,
  );
  try {
    const handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR,
    });
    const run = `b${Date.now().toString(36)}`;
    let buyers: Buyer[];
    let listBuyer: Buyer;
    let counted: Buyer[];
    try {
      process.stdout.write('creating buyers and carts… ');
      buyers = await createBuyers(handle.db, `${run}-`, buyersWanted, CART_LINES);
      [listBuyer] = await createBuyers(handle.db, `${run}-list-`, 1, LIST_LINES, LIST_LINES);
      counted = await createBuyers(handle.db, `${run}-count-`, 2, CART_LINES);
      await handle.db.execute(sql`analyze`);
      // Write out what the set-up dirtied now, not in a checkpoint during the measurement.
      await handle.db.execute(sql`checkpoint`).catch(() => undefined);
      console.log('done');
    } finally {
      await handle.close();
    }
    const statements = await countStatements(database.env, counted, listBuyer!);
    const server = await startServer(database.env);
    const rows: LoadResult[] = [];
    let baseline: LoadResult;
    try {
      await warmUp(server.bareUrl, ['/bare'], options.connections);
      baseline = await drive('bare', server.bareUrl, ['/bare'], options);
      const warm = options.connections * 2;
      rows.push(baseline);
      if (!onlyCart) {
        await driveOrders(
          server.appUrl,
          buyers.slice(0, warm),
          { durationSeconds: 30, connections: options.connections },
          'warm-up',
        );
        rows.push(
          await driveOrders(server.appUrl, buyers.slice(warm), options, `order/create (${CART_LINES} lines)`),
        );
      }
      const headers = { cookie: listBuyer!.cookie };
      if (!onlyOrders) await warmUp(server.appUrl, ['/api/cart/list'], options.connections, headers);
      for (const connections of onlyOrders ? [] : [options.connections, 1]) {
        const load = { durationSeconds: options.durationSeconds, connections, headers };
        rows.push(
          await drive(
            `cart/list (${LIST_LINES} lines), ${connections} conn`,
            server.appUrl,
            ['/api/cart/list'],
            load,
          ),
        );
      }
    } finally {
      await server.stop();
    }
    console.log('');
    printTable(rows, baseline!);
    console.log('');
    console.log(`SQL statements, one request (aim ≤ ${AIM_STATEMENTS} for a checkout):`);
    console.log(
      `  order/create (${CART_LINES} lines)   ${statements.create}  ${statements.create <= AIM_STATEMENTS ? 'ok' : 'MISSED'}`,
    );
    console.log(`  pay/{id} balance          ${statements.pay}`);
    console.log(`  cart/list (${LIST_LINES} lines)     ${statements.list}`);
  } finally {
    database.cleanup();
  }
}
