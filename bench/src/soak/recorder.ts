import { KINDS, type Kind } from './traffic';

export interface MinuteRow {
  minute: number;
  done: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  /** Slots not started because MAX_IN_FLIGHT requests were still waiting. */
  dropped: number;
  /** Bytes; undefined when /metrics did not answer in that minute. The median of the minute's samples. */
  rss?: number;
  /**
   * The lowest used heap of the minute: V8 lets garbage pile up for minutes between major collections,
   * so only the level right after a collection shows what is really kept.
   */
  heap?: number;
}

export interface KindSummary {
  kind: Kind;
  done: number;
  p50: number;
  p99: number;
  errors: number;
  firstError: string;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

class Window {
  latencies: number[] = [];
  errors = 0;
  dropped = 0;
  rss: number[] = [];
  heap: number[] = [];
}

/** Latencies and errors per minute and per kind, and the server's memory samples per minute. */
export class Recorder {
  private window = new Window();
  private readonly kinds = new Map<Kind, { latencies: number[]; errors: number; firstError: string }>();

  record(kind: Kind, ms: number, ok: boolean, failure: string) {
    this.window.latencies.push(ms);
    const stats = this.kinds.get(kind) ?? { latencies: [], errors: 0, firstError: '' };
    this.kinds.set(kind, stats);
    stats.latencies.push(ms);
    if (!ok) {
      this.window.errors++;
      stats.errors++;
      stats.firstError ||= failure;
    }
  }

  drop() {
    this.window.dropped++;
  }

  memory(rss: number, heap: number) {
    this.window.rss.push(rss);
    this.window.heap.push(heap);
  }

  /** Closes the current minute: requests that finished in it, whenever they started. */
  closeMinute(minute: number, seconds: number): MinuteRow {
    const w = this.window;
    this.window = new Window();
    const sorted = w.latencies.sort((a, b) => a - b);
    return {
      minute,
      done: sorted.length,
      seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: w.errors,
      dropped: w.dropped,
      rss: w.rss.length ? median(w.rss) : undefined,
      heap: w.heap.length ? Math.min(...w.heap) : undefined,
    };
  }

  byKind(): KindSummary[] {
    const ordered = [...this.kinds].sort(([a], [b]) => KINDS.indexOf(a) - KINDS.indexOf(b));
    return ordered.map(([kind, s]) => {
      const sorted = s.latencies.sort((a, b) => a - b);
      return {
        kind,
        done: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        errors: s.errors,
        firstError: s.firstError,
      };
    });
  }
}

const metricValue = (text: string, name: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : undefined;
};

/** RSS and used heap from the server's Prometheus text at /metrics (open to loopback callers). */
export async function scrapeMemory(appUrl: string): Promise<{ rss: number; heap: number }> {
  const res = await fetch(`${appUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  const rss = metricValue(text, 'process_resident_memory_bytes');
  const heap = metricValue(text, 'nodejs_heap_size_used_bytes');
  if (!res.ok || rss === undefined || heap === undefined)
    throw new Error(`/metrics answered ${res.status} without the memory gauges`);
  return { rss, heap };
}
