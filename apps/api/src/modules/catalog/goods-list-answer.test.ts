import { envelope, goodsListAnswer } from '@yaocai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get } from '../../test/catalog-test-kit';

// The list is sent as built, without zod's parse on every request (goods.routes.ts uncheckedAnswers):
// every viewer's answer must therefore be exactly what the contract describes, nothing more.
let t: TestApp;
const cookies: Record<string, string | undefined> = { visitor: undefined };
beforeAll(async () => {
  t = await createTestApp({ goods: 200 });
  for (const user of ['yaodian01', 'zhensuo01', 'daishen01']) cookies[user] = await t.login(user);
});
afterAll(() => t?.close());

const QUERIES = [
  '',
  'page=2&page_size=50',
  'sort=price&order=desc',
  'zone=near_expiry&sort=expiry',
  'zone=daily_special',
  'zone=free_shipping',
  'zone=storewide',
  'zone=controlled',
  'in_stock=1&keywords=感冒',
  'select=youx',
  'page=999',
];

describe('goods list answer', () => {
  it('is the contract answer, field for field, for visitors, members and members under review', async () => {
    const schema = envelope(goodsListAnswer);
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const query of QUERIES) {
        const { status, body } = await get(t, `/api/goods/list?${query}`, cookie);
        expect(status, `${who} ${query}`).toBe(200);
        const parsed = schema.safeParse(body);
        expect(parsed.error, `${who} ${query}`).toBeUndefined();
        expect(parsed.data, `${who} ${query}`).toEqual(body);
      }
    }
  });
});
