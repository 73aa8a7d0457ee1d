/**
 * Lets React finish the work it scheduled (`setImmediate` in Node) while this test file's jsdom still
 * exists. With `isolate: false` a worker tears one file's environment down before it sets up the next,
 * and a render left pending from the first then throws "window is not defined" in the second (an
 * unhandled error that fails the whole run). Each round waits out the immediates queued before it.
 */
export async function settleScheduledWork(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
