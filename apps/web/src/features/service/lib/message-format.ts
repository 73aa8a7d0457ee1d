/** The API sends times as ISO strings (UTC); members read them in China time whatever the PC's zone. */
const SHANGHAI = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-03-01T02:05:00.000Z" → "2026-03-01 10:05"; anything unreadable is shown as it came. */
export function formatMessageTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const p = Object.fromEntries(SHANGHAI.formatToParts(time).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * A message's link as a path of this app ("/order/info/12"), or null when it leads nowhere we can go:
 * empty, another site, or not a URL at all. Links of this site's own origin are kept as their path.
 */
export function inAppPath(link: string, origin: string = window.location.origin): string | null {
  const text = link.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  try {
    const url = new URL(text);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
