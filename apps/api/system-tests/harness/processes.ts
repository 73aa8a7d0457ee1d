import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** A TCP port on the loopback address that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a program to its end (bounded by `timeoutMs`) and returns its output; throws with it on failure. */
export async function run(file: string, args: string[], timeoutMs = 60_000) {
  try {
    const { stdout } = await execFileAsync(file, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, {
      cause: error,
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true, at most `timeoutMs`; returns the milliseconds it took. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, stepMs = 100) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(stepMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
