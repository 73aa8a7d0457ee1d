/**
 * The server side of a benchmark, in its own process: the real app on the database the parent
 * prepared, and a bare Fastify route as the baseline, each on a loopback port. Prints one JSON line
 * with the ports when both listen. WORKERS=N (PostgreSQL only) serves the app from N worker
 * processes as `npm start` does; the bare route stays in this process.
 */
import Fastify from 'fastify';
import cluster from 'node:cluster';
import { runPrimary } from '../../../apps/api/src/cluster/primary';
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/client';
import { setCatalogCaching } from '../../../apps/api/src/modules/catalog/index';

const HOST = '127.0.0.1';

const BARE_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="基线页面"><title>药采网 · 基线</title></head>
<body><h1>药采网</h1><p>一个只有文字的页面：基准测试用它衡量这台机器此刻的速度。</p></body></html>`;

const port = (server: { server: { address(): unknown } }) => {
  const address = server.server.address() as { port: number } | string | null;
  return typeof address === 'object' && address ? address.port : 0;
};

async function startBare() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: 1 }));
  // The web benchmark's Lighthouse baseline: a page with nothing to load but itself.
  bare.get('/bare.html', async (_request, reply) => reply.type('text/html; charset=utf-8').send(BARE_PAGE));
  await bare.listen({ port: 0, host: HOST });
  return bare;
}

async function main() {
  const base = loadConfig();
  if (cluster.isPrimary && base.workers > 1 && base.databaseUrl) {
    const appPort = await runPrimary({ workers: base.workers, drainMs: 0, log: (m) => console.error(m) });
    const bare = await startBare();
    process.stdout.write(
      `${JSON.stringify({ ready: true, appPort, barePort: port(bare), workers: base.workers })}\n`,
    );
    return;
  }
  // BENCH_WEB=1 serves the built storefront too (the web benchmark loads its pages).
  const web = process.env.BENCH_WEB === '1';
  const config = {
    ...base,
    logLevel: 'warn',
    webDist: web ? base.webDist : null,
    adminDist: web ? base.adminDist : null,
    mobileDist: web ? base.mobileDist : null,
    host: HOST,
  };
  setCatalogCaching(process.env.BENCH_CACHE !== '0');
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: Number(process.env.BENCH_POOL ?? 10),
  });
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: HOST });
  // A cluster worker serves the app only; its primary prints the ports.
  const bare = cluster.isWorker ? null : await startBare();
  if (bare) {
    process.stdout.write(`${JSON.stringify({ ready: true, appPort: port(app), barePort: port(bare) })}\n`);
  }

  const stop = async () => {
    await Promise.allSettled([app.close(), bare?.close()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
