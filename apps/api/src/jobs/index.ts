import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { autoConfirmReceipt } from './auto-confirm-receipt';
import { expiryReminders } from './expiry-reminders';
import { parcelSubscriptions } from './parcel-subscriptions';
import { paymentReconcile } from './payment-reconcile';
import { startPeriodicJob } from './periodic-job';
import { recurringOrders } from './recurring-orders';
import { unpaidOrderSweep } from './unpaid-order-sweep';
import { webhookDelivery } from './webhook-delivery';

/** Every background job of an API instance, started with the app and stopped when it closes. */
export function startJobs(app: FastifyInstance, context: AppContext) {
  for (const job of [
    unpaidOrderSweep(context),
    expiryReminders(context),
    webhookDelivery(context),
    parcelSubscriptions(context),
    autoConfirmReceipt(context),
    paymentReconcile(context),
    recurringOrders(context),
  ]) {
    if (job) startPeriodicJob(app, job);
  }
}
