import pg from 'pg';
import { prepareBenchDatabase } from './lib/database';
import { drive, printTable, warmUp, type LoadResult } from './lib/load';
import { parseOptions } from './lib/options';
import { startServer } from './lib/server-process';

/**
 * `npm run bench -- list`: the goods list with the catalogue caches off (BENCH_CACHE=0), pages 1–5 of
 * 20 with their total and facets as a visitor sees them (what ../shared/bench-vendure compares with
 * Vendure's search), at 8 connections and at one, on 1,000 goods unless told otherwise. On PostgreSQL
 * with pg_stat_statements loaded it then prints the statements one request sends and their time.
 * Aims (issue 28): ≥ 1,500 req/s at 8 connections over 1,000 goods, p99 ≤ 30 ms over 100,000.
 */
const PATHS = [1, 2, 3, 4, 5].map((p) => `/api/goods/list?page=${p}&page_size=20`);
const AIM_RPS = 1_500;
const AIM_P99 = 30;
const PROFILED_REQUESTS = 200;

interface StatementRow {
  query: string;
  calls: string;
  total_exec_time: number;
  total_plan_time: number;
}

/** pg_stat_statements over PROFILED_REQUESTS requests one at a time: statements and time per request. */
async function profileStatements(databaseUrl: string, appUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch (error) {
    console.log(`\n(no statement profile: ${(error as Error).message.split('\n')[0]})`);
    await client.end();
    return;
  }
  for (let i = 0; i < PROFILED_REQUESTS; i++) await fetch(`${appUrl}${PATHS[i % PATHS.length]}`);
  const { rows } = await client.query<StatementRow>(
    `select query, calls, total_exec_time, total_plan_time from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
       and query not like '%pg_stat_statements%'
     order by total_exec_time + total_plan_time desc`,
  );
  await client.end();
  const per = (n: number) => n / PROFILED_REQUESTS;
  const calls = rows.reduce((s, r) => s + Number(r.calls), 0);
  const ms = rows.reduce((s, r) => s + r.total_exec_time + r.total_plan_time, 0);
  console.log(
    `\nper request (${PROFILED_REQUESTS} requests one at a time): ${per(calls).toFixed(1)} statements, ` +
      `${per(ms).toFixed(2)} ms of database time (planning and execution)`,
  );
  for (const r of rows.slice(0, 10)) {
    const text = r.query.replace(/\s+/g, ' ').slice(0, 110);
    const time = per(r.total_exec_time + r.total_plan_time).toFixed(3);
    console.log(`  ${per(Number(r.calls)).toFixed(2)} × ${time} ms  ${text}`);
  }
}

export async function runListBench(args: string[]) {
  const options = parseOptions(args, { BENCH_GOODS: '1000', BENCH_CONNECTIONS: '8', ...process.env });
  const database = await prepareBenchDatabase({ goods: options.goods, dataDir: options.dataDir });
  console.log(
    `database: ${database.kind}, ${options.goods.toLocaleString()} goods; ${options.connections} connections, ${options.durationSeconds} s per row; caches off`,
  );
  const rows: LoadResult[] = [];
  try {
    const server = await startServer({ ...database.env, BENCH_CACHE: '0' });
    try {
      await warmUp(server.bareUrl, ['/bare'], options.connections);
      rows.push(await drive('bare', server.bareUrl, ['/bare'], options));
      await warmUp(server.appUrl, PATHS, options.connections);
      rows.push(await drive('list pages 1–5 (no cache)', server.appUrl, PATHS, options));
      const one = { durationSeconds: options.durationSeconds, connections: 1 };
      rows.push(await drive('bare (1 connection)', server.bareUrl, ['/bare'], one));
      rows.push(await drive('list pages 1–5 (no cache, 1 connection)', server.appUrl, PATHS, one));
      if (database.env.DATABASE_URL) await profileStatements(database.env.DATABASE_URL, server.appUrl);
    } finally {
      await server.stop();
    }
  } finally {
    database.cleanup();
  }
  console.log('');
  printTable(rows, rows[0]);
  const list = rows[1];
  const aim = options.goods <= 1_000 ? `≥ ${AIM_RPS} req/s` : `p99 ≤ ${AIM_P99} ms`;
  const met = options.goods <= 1_000 ? list.requestsPerSecond >= AIM_RPS : list.p99 <= AIM_P99;
  console.log(`\naim (issue 28, ${options.goods.toLocaleString()} goods): ${aim}: ${met ? 'ok' : 'missed'}`);
}
