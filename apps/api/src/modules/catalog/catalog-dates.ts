import { formatDate, nearExpiryCutoff, toCalendarDate } from '@yaocai/domain';

/** Today in China ("YYYY-MM-DD"): batches are sellable up to and including their expiry date. */
export const todayInChina = (now: Date = new Date()) => formatDate(toCalendarDate(now));

export const nearExpiryBefore = (now: Date = new Date()) => nearExpiryCutoff(now);
