import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { seed } from '../db/seed/seed';
import { SESSION_COOKIE } from '../plugins/session';
import { STANDARD_TEST_CATALOGUE } from './test-catalogue';
import { hasTestStarts, openTestDatabase } from './test-database';

export const DEMO_PASSWORD = 'Demo@1234';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** Logs in through the API and returns the cookie header of the session. */
  login(username: string, password?: string): Promise<string>;
  /** app.inject with the envelope parsed. */
  call(
    options: InjectOptions,
  ): Promise<{ status: number; body: { code: number; msg: string; data: any; errors?: any } }>;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated and seeded database (the standard catalogue unless `goods` is given). */
export async function createTestApp(
  options: { goods?: number; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  // The standard catalogue comes from the copy the global setup made; other sizes are seeded here.
  const start = options.goods === undefined && hasTestStarts() ? 'catalogue' : 'schema';
  const handle = await openTestDatabase(start);
  if (start === 'schema') {
    await handle.migrate();
    await seed(handle.db, {
      ...STANDARD_TEST_CATALOGUE,
      goods: options.goods ?? STANDARD_TEST_CATALOGUE.goods,
    });
  }
  const app = await buildApp(testConfig(options.config), handle);
  await app.ready();

  const call: TestApp['call'] = async (opts) => {
    const res = await app.inject(opts);
    return { status: res.statusCode, body: res.json() };
  };
  return {
    app,
    db: handle.db,
    database: handle,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username, password },
      });
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
