import { GOODS_LIST_PRESETS } from '@yaocai/contract';
import { storewideRunning } from '@yaocai/domain';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { nearExpiryBefore, todayInChina } from './catalog-dates';
import type { Page } from './catalog-schemas';
import { categoryIndex, withDescendants } from './category.service';
import {
  filterConditions,
  type FilterConditions,
  type FilterDates,
  type GoodsFilter,
  type Zone,
} from './goods-filter';
import { facetScopes, readFacets, type FacetAnswer } from './goods-facets.repository';
import * as summaries from './goods-list-summary.repository';
import { SAMPLE_EVERY } from './goods-list-summary.repository';
import * as repo from './goods-list.repository';
import type { Direction, Sort } from './goods-list.repository';
import { visibilityKey } from './goods-access';
import { findGoodsExtras, type GoodsCardRow, type GoodsExtras } from './goods.repository';
import { toGoodsView, type GoodsView } from './goods-view';
import { planKeyword } from './keyword';
import { findStorewideRules } from './storewide-rules';
import { perDatabase, TtlCache } from './ttl-cache';

/** `select` of the list page: a category id, or one of these presets. */
export const LIST_PRESETS = GOODS_LIST_PRESETS;
export const FACET_LIMIT = 20;
/** The scopes of the filterless list: the whole catalogue. */
const PLAIN_FACETS = facetScopes({})!;

export interface GoodsListQuery {
  category_id?: number;
  manufacturer?: string;
  brand_id?: number;
  zone?: Zone;
  select?: string;
  qx?: number;
  zy?: number;
  keywords?: string;
  spec?: string;
  in_stock?: '0' | '1';
  sort?: Sort;
  order?: Direction;
  page: number;
  page_size: number;
}

export interface GoodsFacets {
  manufacturers: { id: number; name: string; count: number }[];
  specs: { name: string; count: number }[];
}

export type GoodsListAnswer = Page<GoodsView> & { facets: GoodsFacets };

interface Summary {
  total: number;
  facets: GoodsFacets;
  /** The total came from the sample (past ESTIMATE_FROM goods). */
  estimated: boolean;
}

/**
 * Past this many goods a total or a facet is estimated from the sample instead of counted: counting
 * them reads every matching row on every uncached request. Below it (every filter of a catalogue this
 * small, narrow filters of a big one) totals and facets are exact.
 */
export const ESTIMATE_FROM = 10_000;

/** What the sample says of a filter it was not asked about: every part small, so all counted exactly. */
const NOTHING_SAMPLED: summaries.ListSummary = {
  all: 0,
  withoutManufacturer: 0,
  withoutSpec: 0,
  manufacturers: [],
  specs: [],
};

/**
 * The total and the facets of a filter. On a big catalogue the sample (one goods in SAMPLE_EVERY,
 * index-only) tells first how many goods each part matches: what matches fewer than ESTIMATE_FROM is
 * then counted exactly in one more statement, the rest is the sample's counts scaled up. A filter
 * `fewByNature` skips the sample and is counted exactly at once.
 */
async function summarise(db: Database, where: FilterConditions, fewByNature: boolean): Promise<Summary> {
  const { base, manufacturer = sql`true`, spec = sql`true` } = where.parts;
  const sample = fewByNature
    ? NOTHING_SAMPLED
    : await summaries.summarise(db, { where: base, manufacturer, spec }, FACET_LIMIT, {
        minCatalogue: ESTIMATE_FROM,
      });
  const scale = (n: number) => n * SAMPLE_EVERY;
  const big = (n: number) => scale(n) >= ESTIMATE_FROM;
  const estimated = big(sample.all);
  const sampledMakers = big(sample.withoutManufacturer);
  const sampledSpecs = big(sample.withoutSpec);
  let exact: summaries.ListSummary | undefined;
  if (!estimated || !sampledMakers || !sampledSpecs) {
    // A facet taken from the sample needs no exact rows past its own condition: the WHERE keeps it.
    const narrowed = [where.parts.visible, base];
    if (sampledMakers) narrowed.push(manufacturer);
    if (sampledSpecs) narrowed.push(spec);
    exact = await summaries.summarise(db, { where: and(...narrowed)!, manufacturer, spec }, FACET_LIMIT);
  }
  return {
    total: estimated ? scale(sample.all) : exact!.all,
    facets: {
      manufacturers: sampledMakers
        ? sample.manufacturers.map((m) => ({ ...m, count: scale(m.count) }))
        : exact!.manufacturers,
      specs: sampledSpecs ? sample.specs.map((s) => ({ ...s, count: scale(s.count) })) : exact!.specs,
    },
    estimated,
  };
}

const fromFacets = ({ total, manufacturers, specs }: FacetAnswer): Summary => ({
  total,
  facets: { manufacturers, specs },
  estimated: false,
});

interface PageRows {
  rows: GoodsCardRow[];
  extras: GoodsExtras;
}

// The total and the facets depend on the filter only, not on the sort or the page: paging and
// re-sorting one filter (the common case) read them from memory instead of counting again. Pages
// themselves are shared for a few seconds by everyone who sees the same goods; prices, buyability
// and favourites are still worked out per viewer from them. Carts and orders never read these.
const SUMMARY_TTL_MS = 30_000;
const PAGE_TTL_MS = 10_000;
const caches = perDatabase<Database, { summaries: TtlCache<Summary>; pages: TtlCache<PageRows> }>(() => ({
  summaries: new TtlCache(2_000, SUMMARY_TTL_MS),
  pages: new TtlCache(5_000, PAGE_TTL_MS),
}));

/** Null when the filter can match nothing (an unknown category). */
async function resolveFilter(
  db: Database,
  query: GoodsListQuery,
  now: Date,
): Promise<{ filter: GoodsFilter; sort: Sort } | null> {
  const filter: GoodsFilter = {};
  let sort: Sort = query.sort ?? 'default';
  const select = query.select ?? '';
  const categoryId = /^\d+$/.test(select) ? Number(select) : query.category_id;
  if (categoryId !== undefined) {
    const ids = withDescendants(await categoryIndex(db), categoryId);
    if (ids.length === 0) return null;
    filter.categoryIds = ids;
  }
  if (select === 'youx') filter.youx = true;
  if (select === 'new' && !query.sort) sort = 'newest';
  if (select === 'hot' && !query.sort) sort = 'sales';
  if (query.qx === 2) filter.kind = 'device';
  else if (query.zy === 2) filter.kind = 'herbal';

  const maker = query.manufacturer?.trim();
  // Nine digits at most stay within a PostgreSQL integer; longer numbers are matched as text (nothing).
  if (maker && /^\d{1,9}$/.test(maker)) filter.manufacturerId = Number(maker);
  else if (maker) filter.manufacturerKeyword = planKeyword(maker) ?? undefined;
  if (query.brand_id !== undefined) filter.brandId = query.brand_id;
  if (query.zone) filter.zone = query.zone;
  if (query.zone === 'storewide') {
    // The rules go into the filter, so the cached totals and pages follow an operator's change.
    const running = (await findStorewideRules(db, now)).filter((rule) => storewideRunning(rule, now));
    if (running.length === 0) return null;
    filter.storewide = running.map((r) => ({
      goodsIds: r.excludedGoodsIds,
      categoryIds: r.excludedCategoryIds,
    }));
  }
  const keyword = planKeyword(query.keywords);
  if (keyword) filter.keyword = keyword;
  if (query.spec !== undefined && query.spec !== '') filter.spec = query.spec;
  if (query.in_stock === '1') filter.inStock = true;
  return { filter, sort };
}

/** Whether the page is read from the near-expiry batches (nearExpiryPageQuery): broad filters only. */
function drivenByExpiry(filter: GoodsFilter, sort: Sort): boolean {
  const narrow =
    filter.keyword ?? filter.manufacturerId ?? filter.manufacturerKeyword ?? filter.brandId ?? filter.spec;
  return filter.zone === 'near_expiry' && sort === 'expiry' && narrow === undefined;
}

const emptyAnswer = (query: GoodsListQuery): GoodsListAnswer => ({
  list: [],
  total: 0,
  page: query.page,
  page_size: query.page_size,
  facets: { manufacturers: [], specs: [] },
});

export async function listGoods(
  db: Database,
  query: GoodsListQuery,
  viewer: Viewer | null,
  now = new Date(),
): Promise<GoodsListAnswer> {
  const resolved = await resolveFilter(db, query, now);
  if (!resolved) return emptyAnswer(query);
  const { filter, sort } = resolved;
  const dates: FilterDates = { today: todayInChina(now), nearExpiryBefore: nearExpiryBefore(now), now };
  // Built only when a cache misses: on a hit, building the SQL would cost more than the answer.
  let built: ReturnType<typeof filterConditions> | undefined;
  const where = () => (built ??= filterConditions(filter, viewer, dates));

  const key = JSON.stringify([visibilityKey(viewer), dates.today, filter]);
  const offset = (query.page - 1) * query.page_size;
  const pageKey = JSON.stringify([key, sort, query.order ?? '', query.page, query.page_size]);
  // The filterless public page brings the catalogue's total and facets on its first row: one statement,
  // whose facets the summary takes when it too has to be read.
  const plain = Object.keys(filter).length === 0 && visibilityKey(viewer) === 'public' && sort !== 'expiry';
  let plainPage: ReturnType<typeof repo.findPlainPage> | undefined;
  const page = caches(db).pages.get(pageKey, async (): Promise<PageRows> => {
    const size = query.page_size;
    if (plain) {
      plainPage = repo.findPlainPage(
        db,
        () => where().all,
        { sort, direction: query.order },
        { limit: size, offset, facets: PLAIN_FACETS, facetLimit: FACET_LIMIT },
        now,
      );
      const { rows, extras } = await plainPage;
      return { rows, extras };
    }
    const found = await repo.findGoodsPage(
      drivenByExpiry(filter, sort)
        ? repo.nearExpiryPageQuery(db, where().all, dates, query.order, size, offset)
        : repo.goodsPageQuery(db, where().all, repo.orderBy(sort, query.order, dates.today), size, offset),
    );
    return {
      rows: found,
      extras: await findGoodsExtras(
        db,
        found.map((r) => r.id),
        now,
      ),
    };
  });
  // The page does not wait for the total: both are asked at once (a page past the end finds no rows).
  const summary = caches(db).summaries.get(key, () => {
    // The simple lists of the public catalogue read goods_facets, which triggers keep current.
    const scopes = visibilityKey(viewer) === 'public' ? facetScopes(filter) : null;
    const read = () =>
      scopes
        ? readFacets(db, scopes, FACET_LIMIT).then(fromFacets)
        : // Near-expiry goods are a small part of any catalogue (7,030 of 100,000 on the bench's): counted
          // exactly at once instead of asking the sample first whether they are few (4 ms less).
          summarise(db, where(), filter.zone === 'near_expiry');
    return plainPage ? plainPage.then(({ facets }) => (facets ? fromFacets(facets) : read())) : read();
  });
  const [{ total, estimated, facets }, { rows, extras }] = await Promise.all([summary, page]);
  // An estimated total may be short of the real one: then the rows found decide.
  if (!estimated && offset >= total) return { ...emptyAnswer(query), total, facets };
  return {
    list: rows.map((row) => toGoodsView(row, extras, viewer, now, dates.nearExpiryBefore)),
    total,
    page: query.page,
    page_size: query.page_size,
    facets,
  };
}
