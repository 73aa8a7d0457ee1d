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
