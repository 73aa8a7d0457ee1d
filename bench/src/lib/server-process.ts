import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  appUrl: string;
  bareUrl: string;
  stop(): Promise<void>;
}

const SERVER_SCRIPT = fileURLToPath(new URL('../servers/app-server.ts', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

/**
 * Starts a server script (servers/app-server.ts by default) in a child process, so the load comes
 * from another process. The script prints `{"ready":true,"appPort":…,"barePort":…}` when it listens.
 */
export function startServer(env: Record<string, string>, script = SERVER_SCRIPT): Promise<RunningServer> {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('the server did not start in time'));
    }, READY_TIMEOUT_MS);
    let buffer = '';
    let ready = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      // After the ready line the server's stdout is its log (warnings and errors): pass it on.
      if (ready) return void process.stderr.write(chunk);
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"ready"'));
      if (!line) return;
      ready = true;
      clearTimeout(timer);
      const { appPort, barePort } = JSON.parse(line) as { appPort: number; barePort: number };
      resolve({ appUrl: `http://127.0.0.1:${appPort}`, bareUrl: `http://127.0.0.1:${barePort}`, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}`));
    });
  });
}
