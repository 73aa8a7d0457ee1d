import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadResult } from '../lib/load';
import type { Buyer } from './fixtures';
import { post, Step } from './http';

/** Lines a whole-flow buyer adds to the cart before ordering. */
export const FLOW_LINES = 3;

/** The body of `POST /api/cart` adding one of each goods. */
export const addBody = (goods: number[], number = 2) =>
  JSON.stringify({ params: goods.map((id) => ({ goods_id: id, number, type: 0, ck_id: 0 })) });

export const createBody = (cartIds: number[], addressId: number, key: string) =>
  JSON.stringify({ ids: cartIds, address_id: addressId, invoice_type: 0, idempotency_key: key });

export const PAY_BODY = JSON.stringify({ method: 'balance' });

/** The goods buyer `i` puts in the cart: FLOW_LINES consecutive goods of the pool. */
export const flowGoods = (pool: number[], i: number) =>
  Array.from({ length: FLOW_LINES }, (_, k) => pool[(i * 2 + k) % pool.length]!);

/**
 * The whole buyer flow, each connection a buyer of its own going round and round: `POST /api/cart`
 * with FLOW_LINES lines, `POST /api/order/create` of those lines, `POST /api/pay/{id}` by balance.
 * Rows: whole flows per second (latency of the three calls together), then each step.
 */
export async function driveFlow(
  appUrl: string,
  buyers: { buyer: Buyer; goods: number[] }[],
  durationSeconds: number,
  label: string,
): Promise<LoadResult[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: buyers.length });
  const steps = {
    flow: new Step(`flow ${label}`),
    cart: new Step(`  POST /api/cart (${FLOW_LINES} lines)`),
    create: new Step('  POST /api/order/create'),
    pay: new Step('  POST /api/pay/{id} balance'),
  };
  const cartUrl = new URL(`${appUrl}/api/cart`);
  const createUrl = new URL(`${appUrl}/api/order/create`);
  const deadline = Date.now() + durationSeconds * 1000;
  let round = 0;
  const timed = async <T>(step: Step, url: URL, cookie: string, body: string) => {
    const started = performance.now();
    const answer = await post(agent, url, cookie, body);
    return step.record<T>(performance.now() - started, answer);
  };
  const worker = async ({ buyer, goods }: { buyer: Buyer; goods: number[] }) => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const added = await timed<{ lines: { id: number }[] }>(
        steps.cart,
        cartUrl,
        buyer.cookie,
        addBody(goods),
      );
      if (!added) break;
      const key = `flow-${buyer.memberId}-${round++}-${Date.now()}`;
      const ids = added.lines.map((l) => l.id);
      const order = await timed<{ order_id: number }>(
        steps.create,
        createUrl,
        buyer.cookie,
        createBody(ids, buyer.addressId, key),
      );
      if (!order) break;
      const payUrl = new URL(`${appUrl}/api/pay/${order.order_id}`);
      if (!(await timed(steps.pay, payUrl, buyer.cookie, PAY_BODY))) break;
      steps.flow.record(performance.now() - started, { status: 200, text: '{"code":10000}' });
    }
  };
  const started = performance.now();
  await Promise.all(buyers.map(worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const flows = steps.flow.ok / seconds;
  // Each step's row counts flows per second too, so the column reads the same down the group.
  return Object.values(steps).map((step) => step.result(seconds, flows));
}

/**
 * Adds 1 to the first line of a big cart, one request at a time (a buyer raising a quantity on the
 * cart page): `POST /api/cart` of one goods already in the cart.
 */
export async function driveBigCartAdd(
  appUrl: string,
  buyer: Buyer,
  goodsId: number,
  durationSeconds: number,
  name: string,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const step = new Step(name);
  const url = new URL(`${appUrl}/api/cart`);
  const body = addBody([goodsId], 1);
  const deadline = Date.now() + durationSeconds * 1000;
  const started = performance.now();
  while (Date.now() < deadline) {
    const at = performance.now();
    const answer = await post(agent, url, buyer.cookie, body);
    if (!step.record(performance.now() - at, answer)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return step.result(seconds);
}
