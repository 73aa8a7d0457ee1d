import { median, type KindSummary, type MinuteRow } from './recorder';

/** Growth of the memory after warm-up above which the soak fails. */
export const GROWTH_LIMIT = 0.1;

const MB = 1024 * 1024;
const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : (bytes / MB).toFixed(1));

const COLUMNS = [
  'min',
  'requests',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'dropped',
  'rss MB',
  'heap min MB',
];
const WIDTHS = [4, 9, 7, 8, 8, 7, 8, 8, 11];
const line = (cells: string[]) => cells.map((c, i) => c.padStart(WIDTHS[i])).join('  ');

export function printHeader() {
  console.log(line(COLUMNS));
  console.log(WIDTHS.map((w) => '-'.repeat(w)).join('  '));
}

export function printRow(r: MinuteRow) {
  console.log(
    line([
      String(r.minute),
      String(r.done),
      (r.done / r.seconds).toFixed(1),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.errors),
      String(r.dropped),
      mb(r.rss),
      mb(r.heap),
    ]),
  );
}

export function printKinds(kinds: KindSummary[]) {
  const width = Math.max(...kinds.map((k) => k.kind.length));
  console.log(
    `${'request'.padEnd(width)}  ${['count', 'p50 ms', 'p99 ms', 'errors'].map((h) => h.padStart(8)).join('  ')}`,
  );
  for (const k of kinds) {
    const cells = [String(k.done), k.p50.toFixed(1), k.p99.toFixed(1), String(k.errors)];
    console.log(`${k.kind.padEnd(width)}  ${cells.map((c) => c.padStart(8)).join('  ')}`);
    if (k.firstError) console.log(`${' '.repeat(width)}  first error: ${k.firstError}`);
  }
}

export interface MemoryVerdict {
  text: string;
  /** Growing, or not measured at all: either way the soak has not shown flat memory. */
  failed: boolean;
}

/** Minutes left out of the verdict while the JIT, caches, pools and the first old-generation heap settle. */
export const warmUpMinutes = (minutes: number) => Math.min(5, Math.max(1, Math.round(minutes / 10)));

/**
 * After warm-up, the median of the first 2 minutes against the median of the last 3; runs with fewer
 * than 5 minutes after warm-up compare the first of them with the last.
 */
export function memoryVerdict(rows: MinuteRow[]): MemoryVerdict {
  const measured = rows.slice(warmUpMinutes(rows.length));
  if (measured.length < 2) return { text: 'too short to judge (needs 3 minutes or more)', failed: false };
  if (measured.some((r) => r.rss === undefined || r.heap === undefined))
    return { text: 'not measured: /metrics did not answer every minute', failed: true };
  const long = measured.length >= 5;
  const early = long ? measured.slice(0, 2) : measured.slice(0, 1);
  const late = long ? measured.slice(-3) : measured.slice(-1);
  const range = (part: MinuteRow[]) =>
    part.length === 1 ? `${part[0].minute}` : `${part[0].minute}-${part[part.length - 1].minute}`;
  const span = `minute${early.length > 1 ? 's' : ''} ${range(early)} vs ${range(late)}`;
  const parts = (['rss', 'heap'] as const).map((key) => {
    const before = median(early.map((r) => r[key]!));
    const after = median(late.map((r) => r[key]!));
    const growth = after / before - 1;
    const label = key === 'heap' ? 'heap min' : key;
    return { growth, text: `${label} ${mb(before)} → ${mb(after)} MB (${(growth * 100).toFixed(1)} %)` };
  });
  const growing = parts.some((p) => p.growth >= GROWTH_LIMIT);
  return {
    text: `${growing ? 'GROWING' : 'flat'} (${span}: ${parts.map((p) => p.text).join(', ')}; limit ${GROWTH_LIMIT * 100} %)`,
    failed: growing,
  };
}
