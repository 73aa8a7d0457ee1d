import type { ChatEvent } from '@yaocai/contract';
import { useEffect, useRef } from 'react';

const RETRY_MS = [1000, 2000, 5000, 10_000];

export const chatSocketUrl = (
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;

/**
 * Keeps a WebSocket to `path` open while `enabled`, handing each event to `onEvent`; after a drop it
 * reconnects with growing pauses and reports `resync` (events sent meanwhile were missed).
 */
export function useChatSocket(path: string, enabled: boolean, onEvent: (event: ChatEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const open = () => {
      socket = new WebSocket(chatSocketUrl(path));
      socket.onopen = () => {
        if (failures > 0) handler.current({ type: 'resync' });
        failures = 0;
      };
      socket.onmessage = (frame) => {
        try {
          handler.current(JSON.parse(String(frame.data)) as ChatEvent);
        } catch {
          // A frame that is not an event is ignored.
        }
      };
      socket.onclose = () => {
        if (stopped) return;
        retry = setTimeout(open, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
        failures += 1;
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [path, enabled]);
}
