import type { Worker } from 'node:cluster';
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { askPrimary, askWorker, type PrimaryHandler } from './ipc';

/** In a worker: the metrics of every worker, summed by the primary (Prometheus sees one server). */
export const clusterMetricsText = () => askPrimary<string>('metrics', null);

/** In the primary: collects each worker's metrics as JSON (`collect` runs in the worker) and aggregates them. */
export function metricsAggregator(): PrimaryHandler {
  return async () => {
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w?.isConnected());
    const each = await Promise.all(workers.map((w) => askWorker<object[]>(w, 'metrics', null)));
    return AggregatorRegistry.aggregate(each).metrics();
  };
}
