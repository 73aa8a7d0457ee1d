import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives `baseUrl` with the paths in turn for `durationSeconds` at `connections`. */
export async function drive(
  name: string,
  baseUrl: string,
  paths: string[],
  options: { durationSeconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next++ % paths.length];
          return { ...request, path };
        },
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Warms caches and the JIT, so the measured run starts from a steady state: every path once in turn
 * (a slow first answer then delays nobody), then 2 s under load.
 */
export async function warmUp(
  baseUrl: string,
  paths: string[],
  connections: number,
  headers: Record<string, string> = {},
) {
  for (const path of new Set(paths)) await fetch(`${baseUrl}${path}`, { headers });
  await drive('warm-up', baseUrl, paths, { durationSeconds: 2, connections, headers });
}

/** Met only with answers, no errors and the p99 within the aim. */
function aimText(result: LoadResult, aim: number | undefined) {
  if (aim === undefined) return '';
  const met = result.requestsPerSecond > 0 && result.errors + result.non2xx === 0 && result.p99 <= aim;
  return `≤ ${aim} ${met ? 'ok' : 'missed'}`;
}

export function printTable(
  rows: LoadResult[],
  baseline: LoadResult,
  aims: Record<string, number | undefined> = {},
) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'aim p99', 'errors'];
  const lines = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`,
    aimText(r, aims[r.name]),
    String(r.errors + r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
