import { describe, expect, it } from 'vitest';
import { chatSocketUrl, reconnectDelay } from './reconnect';

describe('inbox socket', () => {
  it('waits longer after each failed attempt, up to 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('uses the page’s own host, secure when the page is', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/operator/chat/ws',
    );
    expect(chatSocketUrl({ protocol: 'https:', host: 'www.yaocai.cn' })).toBe(
      'wss://www.yaocai.cn/api/operator/chat/ws',
    );
  });
});
