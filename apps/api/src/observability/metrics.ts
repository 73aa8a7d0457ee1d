import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per process (as Prometheus scrapes processes);
 * modules count their business events here, plugins/metrics.ts serves them at /metrics.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const PREFIX = 'yaocai_';

export const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'HTTP request duration by route template, method and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: `${PREFIX}db_query_duration_seconds`,
  help: 'Database round-trip duration',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const dbPool = new Gauge({
  name: `${PREFIX}db_pool_connections`,
  help: 'Database pool connections by state (in_use, idle, waiting = requests queued for one)',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const dbAvailable = new Gauge({
  name: `${PREFIX}db_up`,
  help: '1 when the last readiness check reached the database, 0 when it did not',
  // Several workers: the database is up only if every one of them reaches it.
  aggregator: 'min',
  registers: [registry],
});

const counter = (name: string, help: string, labelNames: readonly string[] = []) =>
  new Counter({ name: `${PREFIX}${name}`, help, labelNames, registers: [registry] });

export const ordersCreated = counter('orders_created_total', 'Orders created');
export const ordersPaid = counter('orders_paid_total', 'Orders paid, by payment method', ['method']);
export const paymentsFailed = counter(
  'payments_failed_total',
  'Payments refused or failed (insufficient balance, credit refused, bad gateway notice)',
  ['method'],
);
export const refunds = counter('refunds_total', 'Refunds paid back, by where the money went', ['method']);
export const loginsFailed = counter('logins_failed_total', 'Failed logins (wrong password or locked)');
export const rateLimited = counter('rate_limited_total', 'Requests refused by a rate limit', ['limit']);
export const smsSent = counter('sms_sent_total', 'SMS messages handed to the SMS provider', ['type']);
export const sweepRuns = counter('unpaid_sweep_runs_total', 'Runs of the unpaid-order sweep', ['result']);
export const sweepCancelled = counter(
  'unpaid_sweep_cancelled_total',
  'Orders cancelled by the unpaid-order sweep after their payment window',
);
