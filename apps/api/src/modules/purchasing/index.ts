export { alertArrivalsAt, alertSubscribers } from './subscription-alerts.service';
export { subscribe } from './subscription.service';
