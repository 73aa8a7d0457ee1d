import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
});
afterAll(() => k?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ACTIVITY_TAGS = ['秒', '满', '赠', '特'];
const tagsOf = (goods: Row): string[] => goods.tags.map((t: { name: string }) => t.name);
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fullReduction(name: string, goodsIds: number[], startsAt: string, endsAt: string) {
  const [activity] = await k.rows(`insert into full_reductions (name, tiers, starts_at, ends_at)
    values ('${name}', '[{"amount": 50000, "reduction": 3000}]', '${startsAt}', '${endsAt}') returning id`);
  const values = goodsIds.map((id) => `(${activity!.id}, ${id})`).join(', ');
  await k.rows(`insert into full_reduction_goods (activity_id, goods_id) values ${values}`);
}

/** `goodsId:tag` for every goods of a running activity, from the activity tables themselves. */
async function runningActivityTags(): Promise<Set<string>> {
  const runs = (t: string) => `${t}.starts_at <= now() and ${t}.ends_at > now()`;
  const rows = await k.rows(`
    select f.goods_id, '满' as tag from full_reduction_goods f join full_reductions a on a.id = f.activity_id
      where ${runs('a')}
    union select p.goods_id, '秒' from activity_prices p where p.kind = 'spike' and ${runs('p')}
    union select p.goods_id, '特' from activity_prices p where p.kind = 'daily' and ${runs('p')}
    union select r.goods_id, '赠' from gift_rules r where ${runs('r')}`);
  return new Set(rows.map((r) => `${r.goods_id}:${r.tag}`));
}

describe('promotion tags', () => {
  it('shows an activity tag on exactly the goods of a running activity', async () => {
    const expected = await runningActivityTags();
    const pages = await Promise.all(
      [1, 2, 3].map(
        async (page) => (await k.get(`/api/goods/list?page=${page}&page_size=100`)).body.data.list,
      ),
    );
    const spike = (await k.get('/api/index/spike')).body.data.list;
    const daily = (await k.get('/api/activity/everyday_price')).body.data.list;
    for (const goods of [...pages.flat(), ...spike, ...daily]) {
      const shown = tagsOf(goods);
      for (const tag of ACTIVITY_TAGS)
        expect(shown.includes(tag), `${goods.id} ${tag}`).toBe(expected.has(`${goods.id}:${tag}`));
      // No 换购 activity exists, so no goods may claim one.
      expect(shown).not.toContain('换购');
    }
    expect(spike.length).toBeGreaterThan(0);
  });

  it('shows 满 only while its 满减 activity runs, in the detail, the cards and the cart', async () => {
    const [ended, upcoming, running] = await k.plainGoods(3);
    await fullReduction('已结束满减', [ended!.id], at(-10 * DAY), at(-HOUR));
    await fullReduction('未开始满减', [upcoming!.id], at(HOUR), at(10 * DAY));
    await fullReduction('进行中满减', [running!.id], at(-HOUR), at(HOUR));
    const cases = [
      [ended!.id, false],
      [upcoming!.id, false],
      [running!.id, true],
    ] as const;

    for (const [id, shown] of cases) {
      const detail = (await k.get(`/api/goods/detail/${id}`, 'yaodian01')).body.data;
      expect(tagsOf(detail).includes('满'), `detail ${id}`).toBe(shown);
    }

    await k.post('/api/favorite', { goods_ids: cases.map(([id]) => id) }, 'yaodian01');
    const favourites = (await k.get('/api/favorite?page_size=100', 'yaodian01')).body.data.list;
    for (const [id, shown] of cases) {
      const card = favourites.find((g: Row) => g.id === id);
      expect(tagsOf(card).includes('满'), `favourite ${id}`).toBe(shown);
    }

    await k.clearCart('yaodian01');
    await k.add(
      'yaodian01',
      cases.map(([id]) => ({ goods_id: id, number: 1 })),
    );
    const items = (await k.get('/api/cart/list', 'yaodian01')).body.data.data;
    for (const [id, shown] of cases) {
      const item = items.find((i: Row) => i.goods_id === id);
      // The cart line shows 满 from its own 满减 (manjian_id), not from a goods card's tags.
      expect(item.manjian_id > 0, `cart ${id}`).toBe(shown);
    }
  });

  it('drops 满 from a cached list page the moment the activity ends', async () => {
    const [goods] = await k.plainGoods(1, { skip: 3 });
    const endsIn = 4_000;
    const ends = Date.now() + endsIn;
    await fullReduction('即将结束满减', [goods!.id], at(-HOUR), at(endsIn));
    const url = `/api/goods/list?keywords=${encodeURIComponent(goods!.name)}&page_size=100`;
    const find = async () => (await k.get(url)).body.data.list.find((g: Row) => g.id === goods!.id);
    expect(tagsOf(await find())).toContain('满');
    await sleep(ends - Date.now() + 200);
    // Well within the list page cache's lifetime: the page comes from memory, its tags must not.
    expect(tagsOf(await find())).not.toContain('满');
  });
});
