export { runDueRecurringOrders } from './recurring-run.service';
