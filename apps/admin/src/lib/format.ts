/** Timestamps arrive as ISO strings (UTC); staff read them in Asia/Shanghai whatever the PC's zone. */
const SHANGHAI = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: string): Record<string, string> | null {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return null;
  return Object.fromEntries(SHANGHAI.formatToParts(time).map((part) => [part.type, part.value]));
}

/** "2026-03-01T02:05:00Z" → "2026-03-01 10:05". */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const p = parts(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : value;
}

/** A calendar day ("2027-06-30") stays as it is; a timestamp becomes its Shanghai day. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const p = parts(value);
  return p ? `${p.year}-${p.month}-${p.day}` : value;
}

/** A search-params value as a page number (1 when missing or wrong). */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Today's calendar day in Asia/Shanghai ("2026-03-01"), for comparing with expiry days. */
export function todayInShanghai(now = new Date()): string {
  return formatDay(now.toISOString());
}
