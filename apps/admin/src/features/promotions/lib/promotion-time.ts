import { windowRefusal } from '@yaocai/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { formatTime } from '@yaocai/web-kit/format';

/** How the API takes a promotion's times: a minute of China time ("2026-12-01 10:00"). */
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

export type TimeWindow = [Dayjs, Dayjs];

/**
 * An ISO time as the pickers show it: the China wall-clock minute, whatever zone the PC is set to
 * (the pickers' values are read back the same way by `chinaMinute`).
 */
export function pickerTime(iso: string): Dayjs {
  return dayjs(formatTime(iso));
}

/** A picker's value as the API takes it (China time). */
export function chinaMinute(value: Dayjs): string {
  return value.format(MINUTE_FORMAT);
}

/** The instant a China wall-clock minute names. */
export function chinaInstant(minute: string): Date {
  return new Date(`${minute.replace(' ', 'T')}:00+08:00`);
}

/** Why the window would be refused (the domain's rule the API applies), or null. */
export function windowMessage(window: TimeWindow | null | undefined): string | null {
  if (!window?.[0] || !window[1]) return '请选择活动时间';
  const refusal = windowRefusal(chinaInstant(chinaMinute(window[0])), chinaInstant(chinaMinute(window[1])));
  return refusal?.message ?? null;
}

/** "2026-10-24 19:25 至 2026-12-23 19:25" */
export function formatWindow(startsAt: string, endsAt: string): string {
  return `${formatTime(startsAt)} 至 ${formatTime(endsAt)}`;
}
