import { daysBetween, toCalendarDate } from './calendar-date';
import { QUALIFICATION_WARN_DAYS } from './constants';

export type QualificationStatus = 'valid' | 'expiring' | 'expired';

export const QUALIFICATION_STATUS_LABELS: Record<QualificationStatus, string> = {
  valid: '有效',
  expiring: '即将过期',
  expired: '已过期',
};

/** A document is valid through its expiry date; the member centre warns `warnDays` ahead. */
export function qualificationStatus(
  expiresOn: Date | string,
  today: Date | string,
  warnDays = QUALIFICATION_WARN_DAYS,
): QualificationStatus {
  const daysLeft = daysBetween(toCalendarDate(today), toCalendarDate(expiresOn));
  if (daysLeft < 0) return 'expired';
  return daysLeft <= warnDays ? 'expiring' : 'valid';
}

/** Checkout refusal naming the document, e.g. 药品经营许可证. */
export function qualificationExpiredMessage(documentName: string): string {
  return `您的${documentName}已过期，请更新资质后再下单`;
}
