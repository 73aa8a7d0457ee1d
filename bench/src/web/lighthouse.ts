import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's own CPU benchmark of the machine at that moment (higher is faster). */
  benchmarkIndex: number;
  lhr: Result;
}

export interface LighthouseTarget {
  name: string;
  url: string;
  /** mobile: Lighthouse's default phone profile (simulated slow 4G, 4× CPU slowdown), else desktop. */
  mobile?: boolean;
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * The audits the bench prints or reads: the five metrics the performance score weighs, the bytes, and
 * the usual reasons for a low score. Leaving out the rest (image and stack gatherers, treemaps…) cuts
 * the time of a run; the score is the same, as it weighs only the metrics.
 */
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
  'largest-contentful-paint-element',
  'layout-shifts',
  'render-blocking-resources',
  'unused-javascript',
  'uses-long-cache-ttl',
  'uses-text-compression',
  'bootup-time',
  'mainthread-work-breakdown',
];

function summarise(lhr: Result): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like on a busy machine) is retried once. */
async function audit(
  url: string,
  port: number,
  allAudits: boolean,
  mobile = false,
  retry = true,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      // Lighthouse runs the union of both lists: the performance category, or the bench's audits.
      ...(allAudits ? { onlyCategories: ['performance'] } : { onlyAudits: AUDITS }),
      disableFullPageScreenshot: true,
    },
    mobile ? undefined : desktopConfig,
  );
  const lhr = result?.lhr;
  if (lhr && !lhr.runtimeError) return summarise(lhr);
  const why = lhr?.runtimeError?.message ?? 'no result';
  if (!retry) throw new Error(`Lighthouse on ${url}: ${why}`);
  process.stdout.write(`(${lhr?.runtimeError?.code ?? 'failed'}, again) `);
  return audit(url, port, allAudits, mobile, false);
}

/**
 * Lighthouse (desktop preset, performance only) on each target `runs` times, in one Debian Chromium
 * started by chrome-launcher with a fresh profile: a visitor with no cookie and an empty cache on every
 * run (Lighthouse clears the origin's storage and cache first). Rounds go over all targets in turn so
 * a burst of load on the shared machine hits every page alike. `jsonDir` keeps each run's report;
 * `allAudits` runs every performance audit (slower) instead of the bench's own list.
 */
export async function runLighthouse(
  targets: LighthouseTarget[],
  runs: number,
  { jsonDir, allAudits = false }: { jsonDir?: string; allAudits?: boolean } = {},
) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  const results = new Map<string, LighthouseRun[]>(targets.map((t) => [t.name, []]));
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const target of targets) {
        process.stdout.write(`lighthouse ${target.name} ${round}/${runs}… `);
        const started = Date.now();
        const run = await audit(target.url, chrome.port, allAudits, target.mobile);
        results.get(target.name)!.push(run);
        console.log(`${run.score} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        if (jsonDir) writeFileSync(join(jsonDir, `${target.name}-${round}.json`), JSON.stringify(run.lhr));
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
