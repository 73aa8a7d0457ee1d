import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/api/src/db/client';
import { prepareBenchDatabase } from './lib/database';
import { startServer } from './lib/server-process';
import { createSoakBuyers, detailGoodsIds } from './soak/fixtures';
import { parseSoakOptions, type SoakOptions } from './soak/options';
import { Recorder, scrapeMemory, type MinuteRow } from './soak/recorder';
import { memoryVerdict, printHeader, printKinds, printRow, warmUpMinutes } from './soak/report';
import { Traffic, type Call } from './soak/traffic';

const BUYERS = 50;
/** Past this many unanswered requests slots are dropped, so a stalled server cannot fill this process. */
const MAX_IN_FLIGHT = 200;
const REQUEST_TIMEOUT_MS = 30_000;
const TICK_MS = 5;
const MEMORY_SAMPLE_MS = 2_000;

/** One request; an error unless it is 2xx with code 10000 (business refusals included). */
async function send(appUrl: string, call: Call) {
  try {
    const headers: Record<string, string> = {};
    if (call.cookie) headers.cookie = call.cookie;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${appUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: { code?: number; msg?: string; data?: unknown } | undefined;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const ok = res.ok && body?.code === 10000;
    return { ok, data: body?.data, failure: ok ? '' : `${res.status} ${body?.msg ?? text.slice(0, 120)}` };
  } catch (error) {
    return { ok: false, data: undefined, failure: (error as Error).message };
  }
}

/**
 * Open loop: request i starts at i / rate seconds whatever earlier answers take, and its latency counts
 * from then, so a slow server shows in p99 instead of quietly lowering the load.
 */
async function runLoad(appUrl: string, traffic: Traffic, recorder: Recorder, options: SoakOptions) {
  const total = Math.round(options.minutes * 60 * options.rate);
  const pending = new Set<Promise<void>>();
  const rows: MinuteRow[] = [];
  const closeMinute = (seconds: number) => {
    const row = recorder.closeMinute(rows.length + 1, seconds);
    rows.push(row);
    printRow(row);
  };
  const started = performance.now();
  let scheduled = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - started) / 1000) * options.rate) + 1);
      for (; scheduled < due; scheduled++) {
        if (pending.size >= MAX_IN_FLIGHT) {
          recorder.drop();
          continue;
        }
        const at = started + (scheduled * 1000) / options.rate;
        const call = traffic.next();
        const request = send(appUrl, call).then(({ ok, data, failure }) => {
          recorder.record(call.kind, performance.now() - at, ok, failure);
          call.after?.(ok, data);
        });
        pending.add(request);
        void request.finally(() => pending.delete(request));
      }
      if (rows.length + 1 < options.minutes && now - started >= (rows.length + 1) * 60_000) closeMinute(60);
      if (scheduled >= total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(pending);
  closeMinute((performance.now() - started) / 1000 - rows.length * 60);
  return rows;
}

/** Samples the server's memory every few seconds into the current minute. */
function sampleMemory(appUrl: string, recorder: Recorder) {
  let failure = '';
  const timer = setInterval(() => {
    scrapeMemory(appUrl)
      .then(({ rss, heap }) => recorder.memory(rss, heap))
      .catch((error: Error) => {
        if (!failure) console.warn(`memory not sampled: ${(failure = error.message)}`);
      });
  }, MEMORY_SAMPLE_MS);
  return () => clearInterval(timer);
}

export async function runSoakBench(args: string[]) {
  const options = parseSoakOptions(args);
  const database = await prepareBenchDatabase({ goods: options.goods, dataDir: options.dataDir });
  try {
    const handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR,
    });
    let traffic: Traffic;
    try {
      process.stdout.write('creating buyers with carts and balances… ');
      const buyers = await createSoakBuyers(handle.db, `s${Date.now().toString(36)}-`, BUYERS);
      traffic = new Traffic(buyers, await detailGoodsIds(handle.db));
      await handle.db.execute(sql`analyze`);
      console.log('done');
    } finally {
      await handle.close();
    }
    console.log(
      `database: ${database.kind}, ${options.goods.toLocaleString()} goods, ${BUYERS} buyers; ` +
        `${options.rate} req/s for ${options.minutes} min (warm-up: the first ${warmUpMinutes(options.minutes)} min)\n`,
    );
    const recorder = new Recorder();
    const server = await startServer(database.env);
    let rows: MinuteRow[];
    try {
      const stopSampling = sampleMemory(server.appUrl, recorder);
      printHeader();
      try {
        rows = await runLoad(server.appUrl, traffic, recorder, options);
      } finally {
        stopSampling();
      }
    } finally {
      await server.stop();
    }
    const done = rows.reduce((sum, r) => sum + r.done, 0);
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    const dropped = rows.reduce((sum, r) => sum + r.dropped, 0);
    const memory = memoryVerdict(rows);
    console.log('');
    printKinds(recorder.byKind());
    console.log('');
    console.log(
      `requests: ${done}, errors: ${errors}, dropped (in-flight limit ${MAX_IN_FLIGHT}): ${dropped}`,
    );
    console.log(`memory: ${memory.text}`);
    const failed = errors > 0 || dropped > 0 || memory.failed;
    console.log(failed ? 'soak FAILED' : 'soak ok');
    if (failed) process.exitCode = 1;
  } finally {
    database.cleanup();
  }
}
