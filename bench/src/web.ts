import { existsSync } from 'node:fs';
import { chromium, type CDPSession } from 'playwright-core';
import { prepareBenchDatabase } from './lib/database';
import { parseOptions } from './lib/options';
import { startServer } from './lib/server-process';

const PAGES = [
  ['home', '/'],
  ['list', '/list'],
  ['detail', '/list/info/1'],
] as const;

interface Transfer {
  script: number;
  style: number;
  other: number;
  requests: number;
}

/** Bytes each resource type took on the wire (compressed sizes, headers included) for one page load. */
async function measure(cdp: CDPSession, load: () => Promise<void>): Promise<Transfer> {
  const types = new Map<string, string>();
  const totals: Transfer = { script: 0, style: 0, other: 0, requests: 0 };
  const onResponse = (e: { requestId: string; type?: string }) => types.set(e.requestId, e.type ?? 'Other');
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    const type = types.get(e.requestId) ?? 'Other';
    const key = type === 'Script' ? 'script' : type === 'Stylesheet' ? 'style' : 'other';
    totals[key] += e.encodedDataLength;
    totals.requests += 1;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await load();
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * `npm run bench -- web`: the storefront's first load as a visitor with an empty cache, in Chromium —
 * JavaScript, styles and all bytes on the wire for the home, list and detail pages (targets: home JS
 * ≤ 200 KB, home in all ≤ 450 KB). Needs `npm run build` first.
 */
export async function runWebBench(args: string[]) {
  if (!existsSync('apps/web/dist/index.html')) throw new Error('build the web app first: npm run build');
  const options = parseOptions(args);
  const database = await prepareBenchDatabase({
    goods: Math.min(options.goods, 2000),
    dataDir: options.dataDir,
  });
  const server = await startServer({ ...database.env, BENCH_WEB: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const [name, path] of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const t = await measure(cdp, async () => {
        await page.goto(`${server.appUrl}${path}`, { waitUntil: 'networkidle' });
      });
      rows.push({ page: name, path, ...t });
      await context.close();
    }
    console.log('\nfirst load as a visitor, empty cache, bytes on the wire (compressed, with headers)\n');
    console.log('page     JavaScript   styles    all bytes   requests');
    for (const r of rows) {
      const all = r.script + r.style + r.other;
      console.log(
        `${r.page.padEnd(8)} ${kb(r.script).padStart(10)} ${kb(r.style).padStart(8)} ${kb(all).padStart(11)} ${String(r.requests).padStart(9)}`,
      );
    }
    console.log('\ntargets (issue "Speed"): home JavaScript ≤ 200 KB, home in all ≤ 450 KB');
  } finally {
    await browser.close();
    await server.stop();
    database.cleanup();
  }
}
