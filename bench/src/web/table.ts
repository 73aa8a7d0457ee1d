import type { LighthouseRun } from './lighthouse';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The run whose score is the median one: its audits explain that score. */
export function medianRun(runs: LighthouseRun[]) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const TARGET_SCORE = 95;

/** The mobile storefront's aims (issue 25): Lighthouse mobile performance ≥ 90 and LCP ≤ 2.5 s. */
export const MOBILE_AIMS = { score: 90, lcpMs: 2500, title: 'mobile preset (slow 4G, 4× CPU)' };

type Aims = { score: number; lcpMs?: number; title: string };
const DESKTOP_AIMS: Aims = { score: TARGET_SCORE, title: 'desktop preset' };

/**
 * One row per page, each column the median of its runs; `bare` (a static HTML page served by the same
 * server process) is the baseline: `LCP × bare` and Lighthouse's machine benchmark tell a slow machine
 * from a slow page.
 */
export function printLighthouse(
  results: Map<string, LighthouseRun[]>,
  baseline: string,
  aims: Aims = DESKTOP_AIMS,
) {
  const bareLcp = median(results.get(baseline)!.map((r) => r.lcpMs));
  const runs = results.get(baseline)!.length;
  console.log(`\nLighthouse, ${aims.title}, visitor, median of ${runs} runs per page\n`);
  console.log('page     score   LCP ms  LCP × bare   TBT ms    CLS      bytes   machine   target');
  for (const [page, list] of results) {
    const m = (pick: (r: LighthouseRun) => number) => median(list.map(pick));
    const score = m((r) => r.score);
    const met = score >= aims.score && (aims.lcpMs === undefined || m((r) => r.lcpMs) <= aims.lcpMs);
    const verdict = page === baseline ? '' : met ? 'ok' : 'missed';
    console.log(
      [
        page.padEnd(8),
        String(score).padStart(5),
        m((r) => r.lcpMs)
          .toFixed(0)
          .padStart(8),
        (m((r) => r.lcpMs) / bareLcp).toFixed(1).padStart(12),
        m((r) => r.tbtMs)
          .toFixed(0)
          .padStart(8),
        m((r) => r.cls)
          .toFixed(3)
          .padStart(6),
        `${(m((r) => r.bytes) / 1024).toFixed(0)} KB`.padStart(10),
        m((r) => r.benchmarkIndex)
          .toFixed(0)
          .padStart(9),
        verdict.padStart(8),
      ].join(' '),
    );
  }
  console.log(
    `\nscores ${results
      .get(baseline)!
      .map((r) => r.score)
      .join('/')} for ${baseline}; ` +
      `machine = Lighthouse's CPU benchmark index (higher is faster; a low one is a busy machine, not a slow page). ` +
      (aims === DESKTOP_AIMS
        ? `Target (issue "Speed"): performance ≥ ${TARGET_SCORE} on home, list and detail.`
        : `Aims (issue 25): performance ≥ ${aims.score} and LCP ≤ ${aims.lcpMs} ms on each mobile page.`),
  );
}

/** For a page under the target, the performance audits that failed in its median run, with Lighthouse's figures. */
export function printShortfalls(
  results: Map<string, LighthouseRun[]>,
  baseline: string,
  target = TARGET_SCORE,
) {
  for (const [page, list] of results) {
    if (page === baseline) continue;
    const run = medianRun(list);
    if (run.score >= target) continue;
    const refs = run.lhr.categories.performance?.auditRefs ?? [];
    const failing = refs
      .map((ref) => run.lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    console.log(`\n${page} (${run.score}): ${failing.join(', ') || 'no single failing audit'}`);
    const lcp = run.lhr.audits['largest-contentful-paint-element']?.details;
    const snippet = JSON.stringify(lcp ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
    if (snippet) console.log(`  LCP element: ${snippet.slice(0, 160)}`);
  }
}
