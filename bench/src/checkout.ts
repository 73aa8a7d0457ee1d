import { sql } from 'drizzle-orm';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/api/src/db/client';
import { countStatements } from './checkout/count';
import { createBuyers, createBuyersOver, fundBuyers, type Buyer } from './checkout/fixtures';
import { createBody as orderBody, driveBigCartAdd, driveFlow, flowGoods } from './checkout/flow';
import { post, Step } from './checkout/http';
import { prepareBenchDatabase } from './lib/database';
import { drive, printTable, warmUp, type LoadResult } from './lib/load';
import { parseOptions } from './lib/options';
import { startServer } from './lib/server-process';

/** Aims of issues 4 and 28: SQL statements per request. */
const AIM_STATEMENTS: [RegExp, number][] = [
  [/^POST \/api\/order\/create/, 40],
  [/^POST \/api\/pay/, 6],
  [/^POST \/api\/cart \(3 lines\)/, 4],
];
const LIST_LINES = 200;
const CART_LINES = 5;

const createBody = (b: Buyer, key: string) => orderBody(b.cartIds, b.addressId, key);

/** Concurrent buyers each placing one order of their 5-line cart; orders per second over the run. */
async function driveOrders(
  appUrl: string,
  buyers: Buyer[],
  options: { durationSeconds: number; connections: number },
  name: string,
) {
  let next = 0;
  const step = new Step(name);
  const deadline = Date.now() + options.durationSeconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(`${appUrl}/api/order/create`);
  const worker = async () => {
    while (Date.now() < deadline && next < buyers.length) {
      const buyer = buyers[next++]!;
      const started = performance.now();
      const answer = await post(agent, url, buyer.cookie, createBody(buyer, `bench-${next}-${Date.now()}`));
      step.record(performance.now() - started, answer);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  if (next >= buyers.length && name !== 'warm-up')
    console.warn(`${name}: ran out of buyers after ${seconds.toFixed(1)} s; raise --buyers`);
  return step.result(seconds);
}

function printStatements(steps: Awaited<ReturnType<typeof countStatements>>) {
  console.log('SQL statements, one request (BEGIN and COMMIT included):');
  const width = Math.max(...steps.map((s) => s.name.length));
  for (const step of steps) {
    const aim = AIM_STATEMENTS.find(([pattern]) => pattern.test(step.name))?.[1];
    const verdict = aim === undefined ? '' : `  aim ≤ ${aim} ${step.count <= aim ? 'ok' : 'MISSED'}`;
    console.log(`  ${step.name.padEnd(width)}  ${String(step.count).padStart(3)}${verdict}`);
  }
}

export async function runCheckoutBench(args: string[]) {
  const withDefaults = args.some((a) => a.startsWith('--goods')) ? args : [...args, '--goods=2000'];
  const options = parseOptions(withDefaults);
  // --only=cart: the 200-line cart (list and adding to it) alone, no order rounds;
  // --only=orders: the order rounds alone (a CPU profile of the checkout path without the rest);
  // --only=flow: the whole buyer flow and the 200-line cart add, without the 5-line order round.
  const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
  const runs = (part: 'orders' | 'flow' | 'cart') => !only || only === part;
  const flowConnections = (args.find((a) => a.startsWith('--flow='))?.split('=')[1] ?? '8,32')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const buyersWanted = runs('orders')
    ? Number(args.find((a) => a.startsWith('--buyers='))?.split('=')[1] ?? process.env.BENCH_BUYERS ?? 4000)
    : 0;
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
    let bigCart: { buyers: Buyer[]; goods: number[] };
    let flow: { buyers: Buyer[]; goods: number[] };
    let orderBuyer: Buyer;
    try {
      process.stdout.write('creating buyers and carts… ');
      buyers = await createBuyers(handle.db, `${run}-`, buyersWanted, CART_LINES);
      bigCart = await createBuyersOver(handle.db, `${run}-list-`, 1, LIST_LINES, LIST_LINES);
      // Whole-flow buyers start with an empty cart and money on their balance; one more for the count.
      flow = await createBuyersOver(handle.db, `${run}-flow-`, Math.max(...flowConnections, 0) + 1, 0);
      await fundBuyers(handle.db, flow.buyers);
      [orderBuyer] = await createBuyers(handle.db, `${run}-count-`, 1, CART_LINES);
      await handle.db.execute(sql`analyze`);
      // Write out what the set-up dirtied now, not in a checkpoint during the measurement.
      await handle.db.execute(sql`checkpoint`).catch(() => undefined);
      console.log('done');
    } finally {
      await handle.close();
    }
    const [counted, ...flowBuyers] = flow.buyers.map((buyer, i) => ({
      buyer,
      goods: flowGoods(flow.goods, i),
    }));
    const statements = await countStatements(database.env, {
      flowBuyer: counted!.buyer,
      flowGoods: counted!.goods,
      orderBuyer: orderBuyer!,
      bigCart: bigCart.buyers[0]!,
      bigCartGoods: bigCart.goods[0]!,
    });
    const server = await startServer(database.env);
    const rows: LoadResult[] = [];
    let baseline: LoadResult;
    try {
      await warmUp(server.bareUrl, ['/bare'], options.connections);
      baseline = await drive('bare', server.bareUrl, ['/bare'], options);
      const warm = options.connections * 2;
      rows.push(baseline);
      if (runs('orders')) {
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
      if (runs('flow') && flowConnections.length > 0) {
        await driveFlow(server.appUrl, flowBuyers.slice(0, Math.max(...flowConnections)), 10, 'warm-up');
        for (const connections of flowConnections) {
          const label = `(${connections} buyers)`;
          rows.push(
            ...(await driveFlow(
              server.appUrl,
              flowBuyers.slice(0, connections),
              options.durationSeconds,
              label,
            )),
          );
        }
        // One buyer alone: each step's own time, without queueing behind the others.
        rows.push(
          ...(await driveFlow(server.appUrl, flowBuyers.slice(0, 1), options.durationSeconds, '(1 buyer)')),
        );
      }
      const big = bigCart.buyers[0]!;
      if (runs('flow') || runs('cart')) {
        await driveBigCartAdd(server.appUrl, big, bigCart.goods[0]!, 2, 'warm-up');
        rows.push(
          await driveBigCartAdd(
            server.appUrl,
            big,
            bigCart.goods[0]!,
            options.durationSeconds,
            `cart add +1 (${LIST_LINES}-line cart), 1 conn`,
          ),
        );
      }
      const headers = { cookie: big.cookie };
      if (runs('cart')) await warmUp(server.appUrl, ['/api/cart/list'], options.connections, headers);
      for (const connections of runs('cart') ? [options.connections, 1] : []) {
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
    printStatements(statements);
  } finally {
    database.cleanup();
  }
}
