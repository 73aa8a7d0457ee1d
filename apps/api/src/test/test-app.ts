import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { seed } from '../db/seed/seed';
import { SESSION_COOKIE } from '../plugins/session';
import { openTestDatabase } from './test-database';

export const DEMO_PASSWORD = 'Demo@1234';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Logs in through the API and returns the cookie header of the session. */
  login(username: string, password?: string): Promise<string>;
  /** app.inject with the envelope parsed. */
  call(options: InjectOptions): Promise<{ status: number; body: { code: number; msg: string; data: any; errors?: any } }>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated and seeded database. */
export async function createTestApp(options: { goods?: number; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  await handle.migrate();
  await seed(handle.db, { goods: options.goods ?? 300, seed: 7 });
  const app = await buildApp(testConfig(options.config), handle);
  await app.ready();

  const call: TestApp['call'] = async (opts) => {
    const res = await app.inject(opts);
    return { status: res.statusCode, body: res.json() };
  };
  return {
    app,
    db: handle.db,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!cookie) throw new Error('no session cookie');
      return `${SESSION_COOKIE}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
