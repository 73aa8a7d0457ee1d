import { randomBytes } from 'node:crypto';
import type { Query } from './data-target';
import { HttpClient, type Answer } from './http-client';
import { sleep } from './processes';

/** Seeded buyers that may buy ordinary drugs and have a balance; the first three also credit and red packets. */
export const BUYERS = ['yaodian01', 'liansuo01', 'zhensuo01', 'liansuo01-1', 'liansuo01-2', 'liansuo01-3'];
const WITH_CREDIT = new Set(['yaodian01', 'liansuo01', 'zhensuo01']);

export interface ShopData {
  goods: number[];
  addressOf: Record<string, number>;
}

/**
 * Ordinary drugs every buyer may buy (no promotion, splittable, well stocked) and each buyer's
 * address. The first goods is made scarce so that some checkouts meet 库存不足.
 */
export async function prepareShop(query: Query, goodsCount = 6, scarceStock = 30): Promise<ShopData> {
  const goods = await query(`
    select g.id from goods g
    where g.on_sale and g.type = 0 and not g.is_controlled and g.with_coupon = 1 and g.can_split
      and g.kind = 'drug' and g.scope_class in ('化学药制剂', '中成药') and g.is_free_shipping = 0
      and not exists (select 1 from ladder_prices l where l.goods_id = g.id)
      and not exists (select 1 from full_reduction_goods f where f.goods_id = g.id)
      and not exists (select 1 from gift_rules r where r.goods_id = g.id or r.gift_goods_id = g.id)
      and not exists (select 1 from combination_items c where c.goods_id = g.id)
      and not exists (select 1 from activity_prices a where a.goods_id = g.id)
      and (select coalesce(sum(b.stock), 0) from goods_batches b
           where b.goods_id = g.id and b.expires_on > current_date + 1) >= 300
    order by g.id limit ${goodsCount}`);
  if (goods.length < goodsCount) throw new Error(`only ${goods.length} goods fit the workload`);
  const ids = goods.map((g) => Number(g.id));
  await query(`update goods_batches set stock = least(stock, ${scarceStock}) where goods_id = ${ids[0]}`);
  const addresses = await query(`
    select m.username, min(a.id) as id from members m join addresses a on a.member_id = m.id
    where m.username in (${BUYERS.map((b) => `'${b}'`).join(', ')}) group by m.username`);
  return { goods: ids, addressOf: Object.fromEntries(addresses.map((a) => [a.username, Number(a.id)])) };
}

export interface TrafficOptions {
  buyers?: string[];
  /** Each buyer's number of add → order → pay rounds at most. */
  rounds?: number;
  /** Every n-th paid order of a buyer gets a 仅退款 of one unit, approved and refunded by operator01. */
  refundEvery?: number;
  /** The server to send each request to (two instances: alternate). */
  baseUrls: string[];
  stopAfterMs?: number;
}

export interface Traffic {
  answers: Answer[];
  /** Idempotency keys of the order requests and their answers. */
  orderKeys: Map<string, Answer>;
  paidOrders: number[];
  refunds: number;
  stop(): void;
  done: Promise<void>;
}

export const newKey = () => `sys-${randomBytes(9).toString('base64url')}`;

/** Logs the buyers (and operator01) in, then streams checkouts, payments and refunds until stopped. */
export async function startTraffic(data: ShopData, options: TrafficOptions): Promise<Traffic> {
  const buyers = options.buyers ?? BUYERS;
  const clients = await Promise.all(
    buyers.map(async (name) => {
      const client = new HttpClient(options.baseUrls[0]!);
      await client.login(name);
      return options.baseUrls.map((url) => client.withBase(url));
    }),
  );
  const operator = new HttpClient(options.baseUrls[0]!);
  await operator.login('operator01');
  const traffic: Traffic = {
    answers: [],
    orderKeys: new Map(),
    paidOrders: [],
    refunds: 0,
    stop,
    done: null!,
  };
  let stopped = false;
  function stop() {
    stopped = true;
  }
  const deadline = Date.now() + (options.stopAfterMs ?? 60_000);
  const rounds = options.rounds ?? 200;
  const refundEvery = options.refundEvery ?? 3;
  const send = async (answer: Promise<Answer>) => {
    const a = await answer;
    traffic.answers.push(a);
    // Back off a little when the server cannot serve (down, database away) instead of spinning.
    if (a.error || a.status === 503) await sleep(100);
    return a;
  };

  const buyerLoop = async (name: string, index: number, routes: HttpClient[]) => {
    let paid = 0;
    let round = 0;
    for (
      let attempt = 0;
      attempt < rounds * 20 && round < rounds && !stopped && Date.now() < deadline;
      attempt++
    ) {
      const client = routes[attempt % routes.length]!;
      const goodsId = data.goods[(round + index) % data.goods.length]!;
      const added = await send(
        client.post('/api/cart', { params: [{ goods_id: goodsId, number: 1 + (round % 3) }] }),
      );
      if (added.status === 503 || added.error) continue;
      round++;
      if (added.status !== 200) continue;
      const ids = added.body.data.lines.map((l: { id: number }) => l.id);
      const key = newKey();
      const created = await send(
        client.post('/api/order/create', {
          ids,
          address_id: data.addressOf[name],
          invoice_type: 0,
          idempotency_key: key,
          pay_method: WITH_CREDIT.has(name) && round % 4 === 1 ? 'credit' : 'balance',
          ...(WITH_CREDIT.has(name) && round % 3 === 0 ? { red_packet: '0.10' } : {}),
        }),
      );
      traffic.orderKeys.set(key, created);
      if (created.status !== 200) {
        if (created.status) await send(client.post('/api/cart/batch_delete', { ids }));
        continue;
      }
      const orderId = created.body.data.order_id as number;
      if (created.body.data.pay?.status !== 'paid') continue;
      traffic.paidOrders.push(orderId);
      if (++paid % refundEvery === 0) await refundOne(client, operator.withBase(client.baseUrl), orderId);
    }
  };

  const refundOne = async (client: HttpClient, op: HttpClient, orderId: number) => {
    const detail = await send(client.get(`/api/order/${orderId}`));
    const line = detail.body?.data?.lines?.find((l: { is_gift?: number }) => !l.is_gift);
    if (!line) return;
    const applied = await send(
      client.post('/api/after_sale', {
        order_id: orderId,
        kind: 'refund_only',
        reason: '系统测试仅退款',
        lines: [{ order_line_id: line.id, quantity: 1 }],
      }),
    );
    if (applied.status !== 200) return;
    const id = applied.body.data.id;
    if ((await send(op.post(`/api/operator/after_sale/${id}/approve`))).status !== 200) return;
    if ((await send(op.post(`/api/operator/after_sale/${id}/refund`))).status === 200) traffic.refunds++;
  };

  traffic.done = Promise.all(clients.map((routes, i) => buyerLoop(buyers[i]!, i, routes))).then(() => {});
  return traffic;
}

/** Business refusals a correct server may give under this workload (stock, money, races). */
const EXPECTED_REFUSALS = new Set([403, 404, 409, 422]);

/** Answers that no healthy server gives: 5xx, unknown 4xx, 200 without the envelope's 10000. */
export function improperAnswers(answers: Answer[], allow503 = false) {
  return answers.filter((a) => {
    if (a.status === null) return false;
    if (a.status === 200) return a.body?.code !== 10000;
    if (a.status === 503) return !allow503 || !isProper503(a);
    return !EXPECTED_REFUSALS.has(a.status);
  });
}

/** The documented 503: Retry-After and the envelope {code: 503, msg: 系统繁忙，请稍候再试}. */
export function isProper503(a: Answer) {
  return (
    a.status === 503 &&
    Boolean(a.headers?.get('retry-after')) &&
    a.body?.code === 503 &&
    typeof a.body?.msg === 'string'
  );
}

export const describeAnswer = (a: Answer) =>
  `${a.method} ${a.path} → ${a.status ?? a.error} ${a.status ? JSON.stringify(a.body).slice(0, 200) : ''}`;

/** "POST /api/order/create 200 ×12, … " for messages. */
export function tally(answers: Answer[]) {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = `${a.method} ${a.path.replace(/\d+/g, ':id')} ${a.status ?? a.error}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ');
}
