import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './processes';
import { SYSTEM_SEED_GOODS } from './data-target';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const OUTPUT_LIMIT = 200_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the process printed (the last 200 kB). */
  output(): string;
  /** Settles when the process has ended. */
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<Exit>;
  /** SIGKILL: a crash, nothing runs in the process afterwards. */
  kill(): Promise<Exit>;
}

export interface ServerOptions {
  /** DATA_DIR or DATABASE_URL (DataTarget.serverEnv). */
  database: Record<string, string>;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/** `node --import tsx apps/api/src/server.ts` on a free loopback port, the API alone, waited for until it answers. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The parent's settings (vitest, CI's DATABASE_URL) must not leak into the server.
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'])
    delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    SEED_GOODS: String(SYSTEM_SEED_GOODS),
    ...options.database,
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const url = `http://127.0.0.1:${port}`;
  const server = handle(child, url, exited, () => output);
  let ended: Exit | null = null;
  void exited.then((exit) => (ended = exit));
  try {
    await waitFor(
      `the server on ${url}`,
      async () => {
        if (ended) return true;
        return (await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(2_000) })).ok;
      },
      options.startTimeoutMs ?? 90_000,
    );
    if (ended) throw new Error(`server exited (${JSON.stringify(ended)}) before answering`);
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return server;
}

function handle(
  child: ChildProcess,
  url: string,
  exited: Promise<Exit>,
  output: () => string,
): ServerProcess {
  const send = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  return {
    url,
    pid: child.pid!,
    output,
    exited,
    signal: send,
    async stop(graceMs = 20_000) {
      send('SIGTERM');
      const timer = setTimeout(() => send('SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
    async kill() {
      send('SIGKILL');
      return exited;
    },
  };
}
