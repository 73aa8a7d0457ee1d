import { chromium, type CDPSession } from 'playwright-core';

export interface Transfer {
  page: string;
  script: number;
  style: number;
  other: number;
  requests: number;
}

/** Bytes each resource type took on the wire (compressed sizes, headers included) for one page load. */
async function measure(cdp: CDPSession, load: () => Promise<void>) {
  const types = new Map<string, string>();
  const totals = { script: 0, style: 0, other: 0, requests: 0 };
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

/** First load of each page as a visitor with the cache disabled, in Debian's Chromium through playwright-core. */
export async function measureTransfers(
  baseUrl: string,
  pages: readonly (readonly [string, string])[],
  viewport = { width: 1366, height: 900 },
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows: Transfer[] = [];
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const totals = await measure(cdp, async () => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      });
      rows.push({ page: name, ...totals });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function printTransfers(
  rows: Transfer[],
  targets = 'targets (issue "Speed"): home JavaScript ≤ 200 KB, home in all ≤ 450 KB',
) {
  console.log('\nfirst load as a visitor, empty cache, bytes on the wire (compressed, with headers)\n');
  console.log('page     JavaScript   styles    all bytes   requests');
  for (const r of rows) {
    const all = r.script + r.style + r.other;
    console.log(
      `${r.page.padEnd(8)} ${kb(r.script).padStart(10)} ${kb(r.style).padStart(8)} ${kb(all).padStart(11)} ${String(r.requests).padStart(9)}`,
    );
  }
  console.log(`\n${targets}`);
}
