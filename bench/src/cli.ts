/**
 * `npm run bench -- <name> [--options]`. Each benchmark seeds its own database, starts the real app
 * in a child process and drives it with autocannon from this one. Add a benchmark to the table.
 */
const benchmarks: Record<string, { what: string; run: (args: string[]) => Promise<void> }> = {
  catalog: {
    what: 'goods suggestions and goods lists on 100,000 goods',
    run: async (args) => (await import('./catalog')).runCatalogBench(args),
  },
  list: {
    what: 'goods list pages 1–5 with total and facets, caches off, 8 connections, 1,000 goods; statements per request',
    run: async (args) => (await import('./list')).runListBench(args),
  },
  checkout: {
    what: 'orders per second (5-line carts), the whole buyer flow per step, 200-line cart add and list, SQL statements per step',
    run: async (args) => (await import('./checkout')).runCheckoutBench(args),
  },
  web: {
    what: 'storefront first load in Chromium: JavaScript, styles and all bytes on the wire (needs npm run build)',
    run: async (args) => (await import('./web')).runWebBench(args),
  },
  soak: {
    what: 'mixed buyer load at a set rate for minutes: per-minute p99, errors, server memory',
    run: async (args) => (await import('./soak')).runSoakBench(args),
  },
};

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const bench = name ? benchmarks[name] : undefined;
  if (!bench) {
    console.log('usage: npm run bench -- <name> [--goods=100000] [--duration=10] [--connections=32]\n');
    for (const [key, { what }] of Object.entries(benchmarks)) console.log(`  ${key.padEnd(10)} ${what}`);
    process.exitCode = name ? 1 : 0;
    return;
  }
  await bench.run(args);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
