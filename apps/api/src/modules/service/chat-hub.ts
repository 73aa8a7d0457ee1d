import type { ChatEvent } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { Database, DatabaseHandle } from '../../db/client';

export const CHAT_CHANNEL = 'chat_events';
const HEARTBEAT_MS = 30_000;

/**
 * Sends the event to every API instance on this database once the caller's transaction commits
 * (PostgreSQL NOTIFY is transactional: a rolled-back message is never announced).
 */
export async function publishChatEvent(db: Database, event: ChatEvent) {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * This instance's open chat sockets: each member's, and the customer-service staff's (who see every
 * conversation). Events arrive through LISTEN, whichever instance wrote them.
 */
export class ChatHub {
  private readonly members = new Map<number, Set<WebSocket>>();
  private readonly staff = new Set<WebSocket>();
  private unlisten: (() => Promise<void>) | null = null;
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private heartbeat: NodeJS.Timeout | undefined;

  async start(database: DatabaseHandle, warn: (message: string) => void) {
    this.unlisten = await database.listen(
      CHAT_CHANNEL,
      (payload) => {
        try {
          this.deliver(JSON.parse(payload) as ChatEvent);
        } catch (error) {
          warn(`bad chat event: ${(error as Error).message}`);
        }
      },
      () => this.deliver({ type: 'resync' }),
    );
    // Pings keep idle sockets open through proxies and drop the ones whose browser went away.
    this.heartbeat = setInterval(() => {
      for (const socket of this.sockets()) {
        if (this.alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        this.alive.set(socket, false);
        socket.ping();
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private watch(socket: WebSocket) {
    this.alive.set(socket, true);
    socket.on('pong', () => this.alive.set(socket, true));
  }

  private sockets() {
    return [...this.staff, ...[...this.members.values()].flatMap((s) => [...s])];
  }

  addMember(memberId: number, socket: WebSocket) {
    this.watch(socket);
    const sockets = this.members.get(memberId) ?? new Set();
    sockets.add(socket);
    this.members.set(memberId, sockets);
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.members.get(memberId) === sockets) this.members.delete(memberId);
    });
  }

  addStaff(socket: WebSocket) {
    this.watch(socket);
    this.staff.add(socket);
    socket.on('close', () => this.staff.delete(socket));
  }

  deliver(event: ChatEvent) {
    const frame = JSON.stringify(event);
    const memberSockets =
      event.type === 'resync'
        ? [...this.members.values()].flatMap((s) => [...s])
        : this.members.get(event.member_id);
    for (const socket of memberSockets ?? []) send(socket, frame);
    for (const socket of this.staff) send(socket, frame);
  }

  async close() {
    clearInterval(this.heartbeat);
    await this.unlisten?.();
    this.unlisten = null;
    for (const socket of this.sockets()) socket.close(1001, 'server shutting down');
  }
}

function send(socket: WebSocket, frame: string) {
  if (socket.readyState === socket.OPEN) socket.send(frame);
}
