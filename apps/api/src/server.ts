import cluster from 'node:cluster';
import { setTimeout as setTimeout_ } from 'node:timers/promises';
import { buildApp } from './app';
import { runPrimary } from './cluster/primary';
import { loadConfig, productionRefusal, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/bootstrap';
import { dbQueryDuration } from './observability/metrics';
import { STAFF_ACCOUNTS } from './db/seed/data/staff';

const DEMO_ACCOUNTS = [
  ['yaodian01', '单体药店（已审核，含麻资质，专属客户经理）'],
  ['zhensuo01', '诊所（已审核，经营范围较窄）'],
  ['daishen01', '资质待审核'],
  ['liansuo01', '连锁总部（门店 liansuo01-1/-2/-3）'],
  ['hetong01', '单体药店（未签电子合同，加购时签署）'],
];

function printBanner(config: AppConfig, details: { seeded: boolean; startedAt: number; processes: string }) {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  药采网 is running: http://localhost:${config.port}   (${config.host}:${config.port}, ${details.processes})`,
    `  database: ${where}${details.seeded ? ', seeded on this start' : ''}; ready in ${Date.now() - details.startedAt} ms`,
    `  API docs: http://localhost:${config.port}/api/docs`,
    '',
    '  Demo accounts (password Demo@1234):',
    ...DEMO_ACCOUNTS.map(([user, what]) => `    ${user.padEnd(12)} ${what}`),
    '',
    `  Operator console: http://localhost:${config.port}/admin/`,
    ...STAFF_ACCOUNTS.map((s) => `    ${s.username.padEnd(12)} ${s.description}`),
    '',
  ];
  console.log(lines.join('\n'));
}

const openConfiguredDatabase = (config: AppConfig) =>
  openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    connectionTimeoutMs: config.databaseConnectTimeoutMs,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
    onQuery: (seconds) => dbQueryDuration.observe(seconds),
  });

/** One HTTP server process: the whole app alone, or one worker of the cluster. */
async function serve(config: AppConfig, prepare: boolean) {
  const database = await openConfiguredDatabase(config);
  const seeded = prepare ? await prepareDatabase(database, config.seedGoods) : false;
  const app = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 first so a load balancer stops sending new buyers, then the server stops
    // accepting connections and waits for the requests it already took.
    app.readiness.shuttingDown = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000).unref();
    if (config.shutdownDrainMs > 0) await setTimeout_(config.shutdownDrainMs);
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  return { seeded };
}

/** The primary migrates and seeds once, then forks the workers that serve. */
async function serveCluster(config: AppConfig, startedAt: number) {
  const database = await openConfiguredDatabase(config);
  const seeded = await prepareDatabase(database, config.seedGoods);
  await database.close();
  await runPrimary({
    workers: config.workers,
    drainMs: config.shutdownDrainMs,
    log: (message) => console.warn(`[cluster] ${message}`),
  });
  printBanner(config, { seeded, startedAt, processes: `${config.workers} worker processes` });
}

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const refusal = productionRefusal(config);
  if (refusal) throw new Error(`refusing to start: ${refusal}`);
  if (cluster.isWorker) {
    await serve(config, false);
    return;
  }
  if (config.workers > 1 && config.databaseUrl) {
    await serveCluster(config, startedAt);
    return;
  }
  if (config.workers > 1) {
    console.warn(`WORKERS=${config.workers} ignored: the embedded PGlite database serves from one process`);
  }
  const { seeded } = await serve(config, true);
  printBanner(config, { seeded, startedAt, processes: 'one process' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
