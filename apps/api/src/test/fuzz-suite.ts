import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { casesOf, operationsOf, seeded, type Operation } from './fuzz-cases';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every operation of the OpenAPI document, called with hostile values as a visitor, a member and
 * the operator (one test file per caller, `fuzz-*.test.ts`, so the three run on separate workers): never a 5xx, always the {code, msg, data} envelope with a Chinese msg on refusals,
 * and the route's declared access (x-access) decided before anything else.
 *
 * Not fuzzed, since they answer non-JSON by design and are not in the document: /img/* (SVG
 * pictures), /api/user/zizhi/{id}/picture.svg (a seeded licence's picture), /api/dev/sms (the sandbox SMS
 * outbox page, development only), /api/docs (Swagger UI), /metrics. The console's sheet downloads answer
 * the file on success and the envelope otherwise. The sandbox payment page (HTML) is in the document
 * but answers HTML only for a real payment of the caller, which no fuzz value names; it is fuzzed.
 */
const CJK = /[\u4e00-\u9fff]/;
/** Downloads (the console's CSV and XLSX exports, e-invoice PDFs, 首营资料 ZIPs) answer the file itself, not the envelope. */
const FILE_ANSWER = /^(text\/csv|application\/vnd\.openxmlformats|application\/pdf|application\/zip)/;

/** Callbacks a provider reads in its own format (快递100: {result, returnCode, message}), never the envelope. */
const PROVIDER_ANSWERS = new Set(['POST /api/logistics/notify/kuaidi100']);

/** What is wrong with an answer, or null. */
function problemOf(
  op: Operation,
  role: string,
  request: InjectOptions,
  res: Awaited<ReturnType<TestApp['app']['inject']>>,
) {
  const sent = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 160)}`;
  const where = `${role} ${request.method} ${String(request.url).slice(0, 120)}${sent} → ${res.statusCode}`;
  if (res.statusCode >= 500) return `${where}: ${res.body.slice(0, 200)}`;
  if (res.statusCode === 200 && FILE_ANSWER.test(String(res.headers['content-type']))) {
    const allowed =
      op.access === 'public' || (op.access === 'operator' ? role === 'operator' : role !== 'visitor');
    return allowed ? null : `${where}: a file for a caller the route is not for`;
  }
  if (PROVIDER_ANSWERS.has(`${op.method} ${op.path}`) && /"result":(true|false)/.test(res.body)) return null;
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = res.json();
  } catch {
    return `${where}: not JSON: ${res.body.slice(0, 120)}`;
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) {
    return `${where}: not the envelope: ${res.body.slice(0, 200)}`;
  }
  if (body.code === 10000 ? body.msg !== 'success' : !CJK.test(body.msg)) {
    return `${where}: msg ${JSON.stringify(body.msg)}`;
  }
  // The router refuses over-long path parameters (414) before any route, so before its access check.
  if (res.statusCode === 414) return null;
  if (op.access !== 'public' && role === 'visitor' && body.code !== 10001) return `${where}: not 10001 first`;
  if (op.access === 'operator' && role === 'member' && res.statusCode !== 403)
    return `${where}: not 403 first`;
  return null;
}

type Role = 'visitor' | 'member' | 'operator';
const LOGINS: Record<Role, string | null> = { visitor: null, member: 'yaodian01', operator: 'operator01' };

/** Registers the fuzz tests of one caller in the calling test file. */
export async function fuzzAs(role: Role): Promise<void> {
  const t = await createTestApp();
  const login = LOGINS[role];
  const cookie = login ? await t.login(login) : undefined;
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = operationsOf(document);
  afterAll(() => t.close());

  it('finds every operation in the document, each with its access', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((op) => op.access === 'undeclared')).toEqual([]);
  });

  describe(`fuzzing as ${role}`, () => {
    // Logging out would end the session the other cases use; it takes no input anyway.
    const ops = operations.filter((op) => role === 'visitor' || op.path !== '/api/user/logout');
    it.each(ops.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_, op) => {
      const rng = seeded(`${role} ${op.method} ${op.path}`);
      const problems: string[] = [];
      for (const request of casesOf(op, rng)) {
        const res = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        });
        const problem = problemOf(op, role, request, res);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });
  });
}
