import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '@yaocai/contract';
import { chatSocketUrl, reconnectDelay } from '../lib/reconnect';

export type SocketState = 'connecting' | 'open' | 'reconnecting';

/**
 * Keeps the inbox's WebSocket (/api/operator/chat/ws) open while the page is mounted: reconnects
 * with a growing wait when it closes, and calls `onResync` on every open, because events sent while
 * it was away are lost and what the page shows must be reloaded.
 */
export function useChatSocket(handlers: { onEvent: (event: ChatEvent) => void; onResync: () => void }) {
  const [state, setState] = useState<SocketState>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(chatSocketUrl(window.location));
      socket.onopen = () => {
        attempt = 0;
        setState('open');
        // Whatever happened before the socket opened (the first load raced it, or it was away) is
        // reloaded once now.
        latest.current.onResync();
      };
      socket.onmessage = (frame) => {
        let event: ChatEvent;
        try {
          event = JSON.parse(String(frame.data)) as ChatEvent;
        } catch {
          return;
        }
        if (event.type === 'resync') latest.current.onResync();
        else latest.current.onEvent(event);
      };
      socket.onclose = () => {
        if (stopped) return;
        setState('reconnecting');
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'page left');
    };
  }, []);

  return state;
}
