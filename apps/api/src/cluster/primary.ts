import cluster, { type Worker } from 'node:cluster';
import { metricsAggregator } from './cluster-metrics';
import { answerWorkers } from './ipc';
import { rateLimitCounter } from './shared-rate-limit';

/** Workers that die this often within a minute mean a broken deployment, not bad luck: give up. */
const MAX_RESTARTS_PER_MINUTE = 5;
const RESTART_DELAY_MS = 1_000;

export interface PrimaryOptions {
  workers: number;
  /** How long a worker may take to drain on SIGTERM before it is killed. */
  drainMs: number;
  log: (message: string) => void;
}

/**
 * The cluster's primary (WORKERS > 1, PostgreSQL only): forks the workers that serve HTTP on the
 * shared port, starts another when one dies, keeps the state they must share on one machine (rate
 * limit counters, metrics sums) and passes SIGTERM/SIGINT on. Resolves with the port once every
 * worker listens.
 */
export function runPrimary({ workers, drainMs, log }: PrimaryOptions): Promise<number> {
  const handlers = { 'rate-limit': rateLimitCounter(), metrics: metricsAggregator() };
  let stopping = false;
  const restarts: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork();
    answerWorkers(worker, handlers);
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      log(`workers keep dying (${restarts.length} in a minute); stopping`);
      process.exit(1);
    }
    log(`worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), drainMs + 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  return new Promise((resolve, reject) => {
    let listening = 0;
    const onListening = (_worker: Worker, address: { port: number }) => {
      if (++listening < workers) return;
      cluster.off('listening', onListening);
      resolve(address.port);
    };
    cluster.on('listening', onListening);
    const starting = Array.from({ length: workers }, fork);
    for (const worker of starting) {
      worker.once('exit', (code) => {
        if (listening < workers)
          reject(new Error(`worker ${worker.process.pid} exited with code ${code} while starting`));
      });
    }
  });
}
