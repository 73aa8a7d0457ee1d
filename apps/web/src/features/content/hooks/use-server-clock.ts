import { useEffect, useState } from 'react';
import { useCommon } from '../api/common';

/** Server time (unix s) given the timestamp received at `receivedAtMs` on the local clock. */
export function serverNow(timestamp: number, receivedAtMs: number, localNowMs: number): number {
  return timestamp + Math.max(0, Math.floor((localNowMs - receivedAtMs) / 1000));
}

/**
 * Spec §4: the server timestamp of /api/focus/common drives a one-second tick, so countdowns
 * follow the server's clock rather than the buyer's.
 */
export function useServerClock(): number {
  const { data, dataUpdatedAt } = useCommon();
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLocalNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!data?.timestamp) return Math.floor(localNow / 1000);
  return serverNow(data.timestamp, dataUpdatedAt, localNow);
}
