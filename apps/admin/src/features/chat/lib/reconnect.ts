/** Wait before reconnect attempt `n` (0-based): 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 15)));
}

/** The staff inbox socket on the console's own host (ws:// or wss:// as the page itself). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/operator/chat/ws`;
}
