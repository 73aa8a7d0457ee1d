import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database?.close());

describe('PGlite with Drizzle parsers adopted once', () => {
  it('reads dates, times, intervals and numeric arrays as the text Drizzle maps, in and out of transactions', async () => {
    const read = sql`select timestamptz '2026-11-27 08:00:00+00' as at, timestamp '2026-11-27 16:00' as local,
      date '2026-12-18' as day, interval '1 day' as span, '{1.50,2}'::numeric[] as amounts, 7 as n, true as yes`;
    const expected = {
      at: '2026-11-27 08:00:00+00',
      local: '2026-11-27 16:00:00',
      day: '2026-12-18',
      span: '1 day',
      amounts: '{1.50,2}',
      n: 7,
      yes: true,
    };
    const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
    expect(rows(await database.db.execute(read))).toEqual([expected]);
    expect(await database.db.transaction(async (tx) => rows(await tx.execute(read)))).toEqual([expected]);
  });
});
