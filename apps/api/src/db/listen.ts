import pg from 'pg';

const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * LISTEN on a PostgreSQL server through a connection of its own (a pooled one would be handed to
 * other queries). When the connection drops it is opened again with growing pauses until it works.
 */
export async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    next.on('error', (error) => {
      console.warn(`LISTEN ${channel} connection lost: ${error.message}`);
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    if (isReconnect) onReconnect?.();
  };

  const scheduleReconnect = (dead: pg.Client | null) => {
    if (stopped || client !== dead) return;
    client = null;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => connect(true).catch(() => scheduleReconnect(null)), wait);
  };

  // A server that is down at start is waited for like one that goes down later.
  await connect(false).catch(() => scheduleReconnect(null));
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
