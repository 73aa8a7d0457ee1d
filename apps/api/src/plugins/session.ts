import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { notLoggedIn } from '../lib/http-errors';
import { deleteSession, findViewerBySession, insertSession } from '../modules/account/index';
import type { Viewer } from '../shared/viewer';

export const SESSION_COOKIE = 'yc_session';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    startSession(reply: FastifyReply, memberId: number): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Drops the cached viewers of a member whose sessions were just deleted (new password) or whose
     * account changed: here at once, on the other instances when the announcement reaches them.
     */
    forgetViewers(memberId: number): void;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Viewers of recently seen sessions, so a busy member's requests skip the session query. Kept for
 * seconds only; logouts and account changes are also announced to every instance (SESSION_CHANNEL),
 * so the next request of the same browser, whichever worker takes it, no longer sees the old viewer.
 */
const VIEWER_CACHE_MS = 3_000;
const VIEWER_CACHE_MAX = 10_000;
const SESSION_CHANNEL = 'session_events';

type SessionEvent = { token: string } | { member: number };

class ViewerCache {
  private entries = new Map<string, { viewer: Viewer | null; until: number }>();

  get(key: string): Viewer | null | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.viewer;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, viewer: Viewer | null) {
    if (this.entries.size >= VIEWER_CACHE_MAX) this.entries.clear();
    this.entries.set(key, { viewer, until: Date.now() + VIEWER_CACHE_MS });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  deleteMember(memberId: number) {
    for (const [key, hit] of this.entries) if (hit.viewer?.memberId === memberId) this.entries.delete(key);
  }
}

/** Hash of the request's session token as stored in `sessions` (null without a cookie). */
export function sessionTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

/** The member a request acts for; throws 10001 for visitors. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw notLoggedIn();
  return request.viewer;
}

/**
 * Sessions are random tokens in an HttpOnly SameSite=Lax cookie, stored hashed, so any API instance
 * serves any request. An unknown, expired or forged cookie simply makes a visitor.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; ttlDays: number }) => {
    const { db } = opts.database;
    await app.register(cookie);
    app.decorateRequest('viewer', null);
    const viewers = new ViewerCache();
    const forget = (event: SessionEvent) =>
      'token' in event ? viewers.delete(event.token) : viewers.deleteMember(event.member);
    const unlisten = await opts.database.listen(SESSION_CHANNEL, (payload) => {
      try {
        forget(JSON.parse(payload) as SessionEvent);
      } catch (err) {
        app.log.warn({ err }, 'bad session event');
      }
    });
    app.addHook('onClose', () => unlisten());
    const announce = async (event: SessionEvent) => {
      forget(event);
      await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(event)})`);
    };

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !request.url.startsWith('/api/') || token.length > 128) return;
      const key = hashToken(token);
      let viewer = viewers.get(key);
      if (viewer === undefined) {
        viewer = await findViewerBySession(db, key);
        viewers.set(key, viewer);
      }
      request.viewer = viewer;
    });

    app.decorate('startSession', async (reply: FastifyReply, memberId: number) => {
      const token = randomBytes(32).toString('base64url');
      const maxAge = opts.ttlDays * 24 * 3600;
      await insertSession(db, hashToken(token), memberId, new Date(Date.now() + maxAge * 1000));
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', maxAge });
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await deleteSession(db, hashToken(token));
        await announce({ token: hashToken(token) });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    app.decorate('forgetViewers', (memberId: number) => {
      announce({ member: memberId }).catch((err: Error) =>
        app.log.warn({ err }, 'session event not announced'),
      );
    });
  },
);
