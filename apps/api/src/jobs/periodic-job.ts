import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Named in the log when a run fails. */
  name: string;
  intervalMs: number;
  /** A first run this soon after start, so a restarted server does not wait a whole interval. */
  firstRunAfterMs?: number;
  /** One run; `stop` is aborted when the server closes, and a long run should end soon after. */
  run(stop: AbortSignal): Promise<void>;
}

/**
 * Runs a job every interval in this instance, one run at a time, and stops it with the server after
 * the run in flight (before the database closes under it). Several instances each run their jobs; the
 * jobs themselves claim their work (row locks, SKIP LOCKED, unique keys), so each piece is done once.
 */
export function startPeriodicJob(app: FastifyInstance, job: PeriodicJob) {
  const closing = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || closing.signal.aborted) return;
    running = job
      .run(closing.signal)
      .catch((err) => app.log.error({ err }, `${job.name} failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  const first = job.firstRunAfterMs === undefined ? null : setTimeout(tick, job.firstRunAfterMs);
  first?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (first) clearTimeout(first);
    closing.abort();
    await running;
  });
}
