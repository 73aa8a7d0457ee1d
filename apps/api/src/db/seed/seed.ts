import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { goods, members } from '../schema';
import { createRandom } from './random';
import { approveDemoMembers, seedAccounts } from './seed-accounts';
import { seedStaff } from './seed-staff';
import { seedAccountManagerStaff } from './seed-account-managers';
import { seedSupplierDocuments } from './seed-supplier-documents';
import { seedCatalog } from './seed-catalog';
import { seedCommerce } from './seed-commerce';
import { seedContent } from './seed-content';
import { seedService } from './seed-service';
import { seedFinance } from './seed-finance';
import { seedActivities } from './seed-activities';
import { seedCouponCentre } from './seed-coupon-centre';
import { seedDraws } from './seed-draws';
import { seedPoints } from './seed-points';
import { seedSubscriptions } from './seed-subscriptions';
import { seedQuality } from './seed-quality';
import { seedRepeatBuying } from './seed-repeat-buying';
import { seedExchange } from './seed-exchange';
import { seedQuotes } from './seed-quotes';
import { seedTradeUp } from './seed-trade-up';

export interface SeedOptions {
  /** Number of goods; 2,000 by default (tests use a few hundred, the benchmark 100,000). */
  goods?: number;
  /** Same seed, same data. */
  seed?: number;
  /** Dates (expiries, activity windows, qualification validity) are relative to this. */
  now?: Date;
  /**
   * The running 全场94折 and the activity banners (default true). The API tests' catalogue leaves
   * them out: a storewide discount changes every price the other tests expect.
   */
  activities?: boolean;
  /**
   * Drugs carry 药品追溯码 (default true). The API tests' catalogue makes every goods 无码, so orders ship
   * without codes unless a test sets a goods up with them.
   */
  traceCodes?: boolean;
  /**
   * The demo recall and cold-chain order (default true). The API tests' catalogue leaves them out: they
   * add orders, messages and after-sales that other tests count.
   */
  quality?: boolean;
  /**
   * yaodian01's and zhensuo01's buying rhythm behind 常购清单 and 该补货了 (default true). The API tests'
   * catalogue leaves it out: their tests count those members' orders.
   */
  repeatHistory?: boolean;
}

export interface SeedSummary {
  goods: number;
  batches: number;
  manufacturers: number;
  ladders: number;
  categories: number;
  banners: number;
  /** Usernames of the demo members, all with password Demo@1234. */
  members: string[];
  spike: number;
  daily: number;
  /** Past orders placed for the demo members. */
  orders: number;
  ms: number;
}

export const DEFAULT_SEED_GOODS = 2_000;
export const DEFAULT_SEED = 42;

/** Fills an empty, migrated database with the demo site. Refuses a database that already has data. */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const goodsCount = options.goods ?? DEFAULT_SEED_GOODS;
  if (!Number.isInteger(goodsCount) || goodsCount < 0)
    throw new Error(`goods must be a whole number, got ${goodsCount}`);
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? DEFAULT_SEED);

  const [existingMembers] = await db.select({ n: count() }).from(members);
  const [existingGoods] = await db.select({ n: count() }).from(goods);
  if ((existingMembers?.n ?? 0) > 0 || (existingGoods?.n ?? 0) > 0) {
    throw new Error('the database already has data; seed an empty database (npm run seed -- --reset)');
  }

  // One transaction: a seed that fails half-way leaves the database empty, so it can simply run again.
  const { refs, usernames, catalog } = await db.transaction(async (tx) => {
    const refs = await seedContent(tx, now);
    const usernames = await seedAccounts(tx, now);
    usernames.push(...(await seedStaff(tx)));
    await seedAccountManagerStaff(tx);
    await approveDemoMembers(tx);
    await seedSupplierDocuments(tx, now);
    const catalog = await seedCatalog(tx, { count: goodsCount, random, now, refs });
    if (options.traceCodes === false) await tx.update(goods).set({ traceRequired: false });
    return { refs, usernames, catalog };
  });
  // Wallets, promotions and past orders go through the real order services, after the catalogue exists.
  // Before the past orders, so their completions earn 满额返现 through the real completion code.
  await seedCouponCentre(db, { now });
  const commerce = await seedCommerce(db, { now });
  await seedService(db, { now });
  await seedFinance(db, { now });
  await seedDraws(db, { now });
  await seedPoints(db, { now });
  if (options.activities !== false) await seedActivities(db, { now });
  await seedSubscriptions(db, { now });
  if (options.quality !== false) await seedQuality(db, { now });
  if (options.repeatHistory !== false) await seedRepeatBuying(db, { now });
  if (options.activities !== false) await seedExchange(db, now);
  if (options.activities !== false) await seedTradeUp(db, now);
  await seedQuotes(db, { now });
  return {
    goods: catalog.goods,
    batches: catalog.batches,
    manufacturers: catalog.manufacturers,
    ladders: catalog.ladders,
    categories: refs.categories,
    banners: refs.banners,
    members: usernames,
    spike: catalog.spike,
    daily: catalog.daily,
    orders: commerce.orders,
    ms: Math.round(performance.now() - started),
  };
}
