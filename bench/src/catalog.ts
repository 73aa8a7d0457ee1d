import { prepareBenchDatabase } from './lib/database';
import { drive, printTable, warmUp, type LoadResult } from './lib/load';
import { parseOptions } from './lib/options';
import { startServer, type RunningServer } from './lib/server-process';

/**
 * Aims, p99 in ms on PostgreSQL with 100,000 goods: issue 3 (32 connections, cached) and issue 13
 * (the list with the caches off).
 */
const AIMS = { suggestions: 20, list: 50, listUncached: 40 };

function aimOf(name: string) {
  if (name.startsWith('suggestions')) return AIMS.suggestions;
  if (name.startsWith('list (no cache')) return AIMS.listUncached;
  if (name.startsWith('list')) return AIMS.list;
  return undefined;
}

/** What buyers type into the search box: initials, pinyin, Chinese, manufacturers (type 1). */
const SUGGESTION_KEYWORDS: [string, 0 | 1][] = [
  ['gmlkl', 0],
  ['ganmao', 0],
  ['阿莫', 0],
  ['trt', 1],
  ['bu', 0],
  ['lianhua', 0],
  ['感冒', 0],
  ['布洛芬', 0],
  ['blg', 0],
  ['维生素', 0],
  ['amxl', 0],
  ['同仁堂', 1],
  ['六味', 0],
  ['xiaoer', 0],
  ['感冒l', 0],
  ['hr', 1],
  ['999', 0],
  ['头孢', 0],
  ['yunnan', 1],
  ['pt', 0],
];

const suggestionPaths = SUGGESTION_KEYWORDS.map(
  ([keywords, type]) => `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`,
);

async function getJson(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = (await res.json()) as { code: number; data: unknown };
  if (body.code !== 10000) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

async function login(appUrl: string, username: string) {
  const res = await fetch(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@1234' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login ${username} failed: ${res.status}`);
  return cookie;
}

/** Filters, sorts and pages a list page really asks for, with ids read from the seeded catalogue. */
async function listPaths(appUrl: string): Promise<string[]> {
  const drugs = (await getJson(`${appUrl}/api/category/tree?kind=drug`)) as {
    id: number;
    children: { id: number }[];
  }[];
  const makers = (await getJson(`${appUrl}/api/goods/search?type=1&keywords=trt`)) as { id: number }[];
  const top = drugs.slice(0, 3).map((c) => c.id);
  const leaf = drugs.flatMap((c) => c.children.map((child) => child.id)).slice(0, 3);
  const maker = makers[0]?.id;
  const list = '/api/goods/list?';
  return [
    `${list}page=1`,
    `${list}page=2`,
    `${list}sort=sales&page=1`,
    `${list}sort=price&order=asc&page=1`,
    `${list}sort=price&order=desc&page=3`,
    `${list}sort=newest&page=1`,
    ...top.map((id) => `${list}category_id=${id}&page=1`),
    ...leaf.map((id) => `${list}category_id=${id}&sort=sales&page=2`),
    `${list}zone=herbal&page=1`,
    `${list}qx=2&page=1`,
    `${list}zone=near_expiry&sort=expiry&page=1`,
    `${list}keywords=ganmao&page=1`,
    `${list}keywords=${encodeURIComponent('感冒灵')}&in_stock=1`,
    `${list}select=youx&page=1`,
    `${list}in_stock=1&page=5`,
    ...(maker ? [`${list}manufacturer=${maker}&page=1`] : []),
    `${list}manufacturer=trt&sort=price`,
    `${list}page=50`,
  ];
}

type Options = ReturnType<typeof parseOptions>;

/** Suggestions then lists, warmed up first, as a visitor or with a member's session cookie. */
async function measureRound(server: RunningServer, label: string, options: Options, username?: string) {
  const cookie = username ? await login(server.appUrl, username) : undefined;
  const lists = await listPaths(server.appUrl);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const load = { durationSeconds: options.durationSeconds, connections: options.connections, headers };
  const results: LoadResult[] = [];
  for (const [name, paths] of [
    [`suggestions${label}`, suggestionPaths],
    [`list${label}`, lists],
  ] as const) {
    await warmUp(server.appUrl, paths, options.connections, headers);
    const result = await drive(name, server.appUrl, paths, load);
    if (result.non2xx > 0) console.warn(`${name}: ${result.non2xx} answers were not 2xx`);
    results.push(result);
  }
  return results;
}

/**
 * The uncached list at one connection, with the bare route at one connection next to it: at 32
 * connections on a shared 2-core machine the p99 is mostly queueing, here it is the query itself.
 */
async function measureOneConnection(server: RunningServer, options: Options) {
  const one = { durationSeconds: options.durationSeconds, connections: 1 };
  const lists = await listPaths(server.appUrl);
  const bare = await drive('bare (1 connection)', server.bareUrl, ['/bare'], one);
  await warmUp(server.appUrl, lists, 1);
  const list = await drive('list (no cache, 1 connection)', server.appUrl, lists, one);
  if (list.non2xx > 0) console.warn(`${list.name}: ${list.non2xx} answers were not 2xx`);
  return [bare, list];
}

export async function runCatalogBench(args: string[], serverScript?: string) {
  const options = parseOptions(args);
  const database = await prepareBenchDatabase({ goods: options.goods, dataDir: options.dataDir });
  console.log(
    `database: ${database.kind}, ${options.goods.toLocaleString()} goods; ${options.connections} connections, ${options.durationSeconds} s per endpoint`,
  );
  const rows: LoadResult[] = [];
  let baseline: LoadResult | undefined;
  try {
    const server = await startServer(database.env, serverScript);
    try {
      await warmUp(server.bareUrl, ['/bare'], options.connections);
      baseline = await drive('bare', server.bareUrl, ['/bare'], options);
      rows.push(baseline);
      rows.push(...(await measureRound(server, '', options)));
      rows.push(...(await measureRound(server, ' (yaodian01)', options, 'yaodian01')));
    } finally {
      await server.stop();
    }
    if (!options.cachedOnly) {
      const uncached = await startServer({ ...database.env, BENCH_CACHE: '0' }, serverScript);
      try {
        rows.push(...(await measureRound(uncached, ' (no cache)', options)));
        rows.push(...(await measureOneConnection(uncached, options)));
      } finally {
        await uncached.stop();
      }
    }
  } finally {
    database.cleanup();
  }
  console.log('');
  const aims = Object.fromEntries(rows.map((r) => [r.name, aimOf(r.name)]));
  printTable(rows, baseline!, aims);
  const bareOne = rows.find((r) => r.name === 'bare (1 connection)');
  const listOne = rows.find((r) => r.name === 'list (no cache, 1 connection)');
  if (bareOne && listOne) {
    const ratio = ((listOne.requestsPerSecond / bareOne.requestsPerSecond) * 100).toFixed(1);
    console.log(`\nlist (no cache, 1 connection) vs bare (1 connection): ${ratio} %`);
  }
  console.log(
    '\nvisitor rows send no cookie; (yaodian01) rows carry a session, looked up on every request; ' +
      '(no cache) rows run with the catalogue caches off (BENCH_CACHE=0).',
  );
}
