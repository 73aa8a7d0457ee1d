export { waitingChats } from './chat-staff.service';
export { reminderIntervalMs, sendExpiryReminders } from './expiry-reminders.service';
export { unrepliedFeedbackCount } from './feedback.service';
export {
  blueInvoiceDraft,
  issueBlueInvoice,
  issueRedInvoice,
  orderInvoicesForStaff,
} from './invoice.service';
export type { BlueInvoiceSource } from './invoice.service';
export { notify, unreadMessageCount } from './message.service';
export type { Notice } from './message.service';
export { pendingVarietyCount } from './variety.service';
