import { buildApp } from '../../../apps/api/src/app';
import { testConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/client';
import type { Buyer } from './fixtures';
import { addBody, createBody, PAY_BODY } from './flow';
import { installSqlCounter } from './sql-counter';

export interface CountedStep {
  name: string;
  count: number;
  statements: string[];
}

/**
 * The SQL statements of one request of each step, counted in this process on a server of its own:
 * the whole flow (cart add, order of those lines, balance payment), a 5-line order, one added unit
 * in a 200-line cart and the 200-line cart list. `BENCH_VERBOSE=1` prints every statement.
 */
export async function countStatements(
  env: Record<string, string>,
  fixtures: {
    flowBuyer: Buyer;
    flowGoods: number[];
    orderBuyer: Buyer;
    bigCart: Buyer;
    bigCartGoods: number;
  },
): Promise<CountedStep[]> {
  const counter = installSqlCounter();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp(testConfig({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }), database);
  const steps: CountedStep[] = [];
  try {
    const inject = async <T>(
      name: string,
      method: 'GET' | 'POST',
      url: string,
      cookie: string,
      body?: string,
    ) => {
      counter.start();
      const res = await app.inject({
        method,
        url,
        payload: body,
        headers: { cookie, 'content-type': 'application/json' },
      });
      const { count, statements } = counter.stop();
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      steps.push({ name, count, statements });
      return (res.json() as { data: T }).data;
    };
    const { flowBuyer: flow, orderBuyer: order, bigCart } = fixtures;
    // Twice each, counting the second: the first request of a process fills per-process caches.
    for (const round of [0, 1]) {
      const added = await inject<{ lines: { id: number }[] }>(
        `POST /api/cart (${fixtures.flowGoods.length} lines)`,
        'POST',
        '/api/cart',
        flow.cookie,
        addBody(fixtures.flowGoods),
      );
      const ids = added.lines.map((l) => l.id);
      const created = await inject<{ order_id: number }>(
        `POST /api/order/create (${ids.length} lines)`,
        'POST',
        '/api/order/create',
        flow.cookie,
        createBody(ids, flow.addressId, `count-${round}-${Date.now()}`),
      );
      await inject(
        'POST /api/pay/{id} balance',
        'POST',
        `/api/pay/${created.order_id}`,
        flow.cookie,
        PAY_BODY,
      );
      if (round === 0) steps.length = 0;
    }
    await inject(
      `POST /api/order/create (${order.cartIds.length} lines)`,
      'POST',
      '/api/order/create',
      order.cookie,
      createBody(order.cartIds, order.addressId, `count-order-${Date.now()}`),
    );
    await inject(
      'POST /api/cart (+1 in a 200-line cart)',
      'POST',
      '/api/cart',
      bigCart.cookie,
      addBody([fixtures.bigCartGoods], 1),
    );
    await inject('GET /api/cart/list (200 lines)', 'GET', '/api/cart/list', bigCart.cookie);
    if (process.env.BENCH_VERBOSE === '1') {
      for (const step of steps)
        console.log(`\n${step.name}: ${step.count}\n  ${step.statements.join('\n  ')}`);
    }
    return steps;
  } finally {
    await app.close();
    await database.close();
  }
}
