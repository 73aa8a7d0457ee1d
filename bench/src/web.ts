import { existsSync } from 'node:fs';
import { prepareBenchDatabase } from './lib/database';
import { parseOptions } from './lib/options';
import { startServer } from './lib/server-process';
import { runLighthouse } from './web/lighthouse';
import { MOBILE_AIMS, printLighthouse, printShortfalls } from './web/table';
import { measureTransfers, printTransfers } from './web/transfer';

const PAGES = [
  ['home', '/'],
  ['list', '/list'],
  ['detail', '/list/info/1'],
] as const;

/** The mobile storefront (issue 25), measured with Lighthouse's phone profile. */
const MOBILE_PAGES = [
  ['m-home', '/m/'],
  ['m-search', '/m/search?keyword=gmlkl'],
  ['m-goods', '/m/goods/1'],
] as const;

/** The Lighthouse baseline: a static HTML page from the bench's bare Fastify server (servers/app-server.ts). */
const BASELINE = 'bare';

function flag(args: string[], name: string) {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * `npm run bench -- web [--runs=3] [--lighthouse-json=DIR] [--lighthouse-all] [--mobile-only|--no-mobile]`: the storefront's
 * first load as a visitor, in Debian's Chromium. First the bytes on the wire with the cache disabled (JavaScript, styles, all)
 * for the home, list and detail pages (targets: home JS ≤ 200 KB, home in all ≤ 450 KB); then
 * Lighthouse's desktop performance on the same pages and on a bare HTML page as the baseline, `--runs`
 * times each, medians printed (target: ≥ 95 each). Needs `npm run build` first.
 */
export async function runWebBench(args: string[]) {
  if (!existsSync('apps/web/dist/index.html')) throw new Error('build the web app first: npm run build');
  const options = parseOptions(args);
  const runs = Number(flag(args, 'runs') ?? process.env.BENCH_LH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const database = await prepareBenchDatabase({
    goods: Math.min(options.goods, 2000),
    dataDir: options.dataDir,
  });
  const server = await startServer({ ...database.env, BENCH_WEB: '1' });
  try {
    // --mobile-only: the mobile storefront's pages alone (issue 25).
    if (!args.includes('--mobile-only')) await desktopPages(server, args, runs);
    if (existsSync('apps/mobile/dist/index.html') && !args.includes('--no-mobile'))
      await mobilePages(server, args, runs);
  } finally {
    await server.stop();
    database.cleanup();
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;

async function desktopPages(server: Server, args: string[], runs: number) {
  printTransfers(await measureTransfers(server.appUrl, PAGES));
  console.log();
  const targets = [
    { name: BASELINE, url: `${server.bareUrl}/bare.html` },
    ...PAGES.map(([name, path]) => ({ name, url: `${server.appUrl}${path}` })),
  ];
  const results = await runLighthouse(targets, runs, {
    jsonDir: flag(args, 'lighthouse-json'),
    allAudits: args.includes('--lighthouse-all'),
  });
  printLighthouse(results, BASELINE);
  printShortfalls(results, BASELINE);
}

async function mobilePages(server: Server, args: string[], runs: number) {
  printTransfers(
    await measureTransfers(server.appUrl, MOBILE_PAGES, { width: 390, height: 844 }),
    'aim (issue 25): /m/ JavaScript ≤ 150 KB compressed',
  );
  const mobile = await runLighthouse(
    [
      { name: BASELINE, url: `${server.bareUrl}/bare.html`, mobile: true },
      ...MOBILE_PAGES.map(([name, path]) => ({ name, url: `${server.appUrl}${path}`, mobile: true })),
    ],
    runs,
    { jsonDir: flag(args, 'lighthouse-json'), allAudits: args.includes('--lighthouse-all') },
  );
  printLighthouse(mobile, BASELINE, MOBILE_AIMS);
  printShortfalls(mobile, BASELINE, MOBILE_AIMS.score);
}
