/**
 * The server side of a benchmark, in its own process: the real app on the database the parent
 * prepared, and a bare Fastify route as the baseline, each on a loopback port. Prints one JSON line
 * with the ports when both listen.
 */
import Fastify from 'fastify';
import { buildApp } from '../../../apps/api/src/app';
import { loadConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/client';
import { setCatalogCaching } from '../../../apps/api/src/modules/catalog/ttl-cache';

const HOST = '127.0.0.1';

async function main() {
  const base = loadConfig();
  // BENCH_WEB=1 serves the built storefront too (the web benchmark loads its pages).
  const web = process.env.BENCH_WEB === '1';
  const config = {
    ...base,
    logLevel: 'warn',
    webDist: web ? base.webDist : null,
    adminDist: web ? base.adminDist : null,
    host: HOST,
  };
  setCatalogCaching(process.env.BENCH_CACHE !== '0');
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: Number(process.env.BENCH_POOL ?? 10),
  });
  const app = await buildApp(config, database);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: 1 }));
  await app.listen({ port: 0, host: HOST });
  await bare.listen({ port: 0, host: HOST });
  const port = (server: { server: { address(): unknown } }) => {
    const address = server.server.address() as { port: number } | string | null;
    return typeof address === 'object' && address ? address.port : 0;
  };
  process.stdout.write(`${JSON.stringify({ ready: true, appPort: port(app), barePort: port(bare) })}\n`);

  const stop = async () => {
    await Promise.allSettled([app.close(), bare.close()]);
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
