/**
 * The API sends times as ISO strings (UTC); buyers and staff read them in Beijing time whatever the
 * computer's time zone is, so formatting never goes through the browser's zone.
 */
const SHANGHAI = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

type Part = 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss';

function wallClock(value: string): Record<Part, string> | null {
  // A calendar day ("2027-06-30") is already what the reader sees; it has no zone to convert from.
  const day = CALENDAR_DAY.exec(value);
  if (day) return { YYYY: day[1], MM: day[2], DD: day[3], HH: '00', mm: '00', ss: '00' };
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return null;
  const p = Object.fromEntries(SHANGHAI.formatToParts(time).map((part) => [part.type, part.value]));
  return { YYYY: p.year, MM: p.month, DD: p.day, HH: p.hour, mm: p.minute, ss: p.second };
}

/**
 * A time in Beijing wall-clock text after `pattern` (tokens YYYY, MM, DD, HH, mm, ss; anything else
 * is kept): `('2026-03-01T02:05:00Z', 'MM-DD HH:mm')` → "03-01 10:05". Empty gives "—"; anything
 * unreadable is shown as it came.
 */
export function formatShanghai(value: string | null | undefined, pattern: string): string {
  if (!value) return '—';
  const clock = wallClock(value);
  return clock ? pattern.replace(TOKENS, (token) => clock[token as Part]) : value;
}

/** "2026-03-01T02:05:00Z" → "2026-03-01 10:05". */
export function formatTime(value: string | null | undefined): string {
  return formatShanghai(value, 'YYYY-MM-DD HH:mm');
}

/** "2026-03-01T02:05:00Z" → "2026-03-01 10:05:00". */
export function formatTimeWithSeconds(value: string | null | undefined): string {
  return formatShanghai(value, 'YYYY-MM-DD HH:mm:ss');
}

/** A calendar day ("2027-06-30") stays as it is; a timestamp becomes its Beijing day. */
export function formatDay(value: string | null | undefined): string {
  return formatShanghai(value, 'YYYY-MM-DD');
}

/** Today's calendar day in Beijing ("2026-03-01"), for comparing with expiry days. */
export function todayInShanghai(now = new Date()): string {
  return formatDay(now.toISOString());
}
