import { parseOptions } from '../lib/options';

export interface SoakOptions {
  minutes: number;
  /** Requests started per second, whatever the answers take. */
  rate: number;
  goods: number;
  dataDir: string | undefined;
}

/** `--minutes 60` and `--minutes=60` alike, so a long soak is easy to type. */
function joinSpacedValues(args: string[]) {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && value !== undefined && !value.startsWith('--')) {
      joined.push(`${arg}=${value}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/** `--minutes=10 --rate=40 --goods=2000 --data-dir=DIR`; env BENCH_MINUTES, BENCH_RATE, BENCH_GOODS. */
export function parseSoakOptions(args: string[], env: NodeJS.ProcessEnv = process.env): SoakOptions {
  const joined = joinSpacedValues(args);
  const flag = (key: string) => joined.find((a) => a.startsWith(`--${key}=`))?.split('=')[1];
  const positive = (key: string, envKey: string, fallback: number) => {
    const n = Number(flag(key) ?? env[envKey] ?? fallback);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${key} must be a positive number`);
    return n;
  };
  const base = parseOptions(
    joined.some((a) => a.startsWith('--goods=')) ? joined : [...joined, '--goods=2000'],
  );
  return {
    minutes: Math.ceil(positive('minutes', 'BENCH_MINUTES', 10)),
    rate: positive('rate', 'BENCH_RATE', 40),
    goods: base.goods,
    dataDir: base.dataDir,
  };
}
