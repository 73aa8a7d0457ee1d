export interface BenchOptions {
  goods: number;
  durationSeconds: number;
  connections: number;
  /** Keep (and reuse) the seeded PGlite folder instead of a temporary one. */
  dataDir: string | undefined;
  /** Skip the runs without the catalogue's caches. */
  cachedOnly: boolean;
}

/** `--goods=100000 --duration=10 --connections=32 --data-dir=/tmp/x --cached-only`; env BENCH_* too. */
export function parseOptions(args: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const flags = new Map(
    args
      .filter((a) => a.startsWith('--'))
      .map((a) => {
        const [key, value = 'true'] = a.slice(2).split('=');
        return [key, value] as const;
      }),
  );
  const value = (key: string, envKey: string) => flags.get(key) ?? env[envKey];
  const number = (key: string, envKey: string, fallback: number) => {
    const n = Number(value(key, envKey) ?? fallback);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${key} must be a positive number`);
    return n;
  };
  return {
    goods: number('goods', 'BENCH_GOODS', 100_000),
    durationSeconds: number('duration', 'BENCH_DURATION', 10),
    connections: number('connections', 'BENCH_CONNECTIONS', 32),
    dataDir: value('data-dir', 'BENCH_DATA_DIR'),
    cachedOnly:
      value('cached-only', 'BENCH_CACHED_ONLY') === 'true' ||
      value('cached-only', 'BENCH_CACHED_ONLY') === '1',
  };
}
