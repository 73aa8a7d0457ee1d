import { afterAll, expect, it } from 'vitest';
import { createTestApp } from './test-app';

/**
 * Every JSON operation of the OpenAPI document declares its answer with a contract schema
 * (`response: answers(…)`), so the answer is checked on the way out and the web apps take its type
 * from packages/contract. Downloads, redirects, WebSocket upgrades and HTML pages are excepted by
 * marking their schema with `nonJsonAnswer('file' | 'redirect' | 'websocket' | 'page' | 'text')` (lib/answers.ts;
 * text: a payment provider's notice, answered as the provider expects).
 */
interface OpenApiOperation {
  'x-answer'?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const NON_JSON = new Set(['file', 'redirect', 'websocket', 'page', 'text']);

const t = await createTestApp();
const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
afterAll(() => t.close());

const hasAnswerSchema = (op: OpenApiOperation) =>
  Object.entries(op.responses ?? {}).some(
    ([status, response]) =>
      status.startsWith('2') && response.content?.['application/json']?.schema !== undefined,
  );

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
);

it('gives every JSON operation a 2xx answer schema', () => {
  expect(operations.length).toBeGreaterThan(60);
  const without = operations
    .filter(({ op }) => !hasAnswerSchema(op) && !NON_JSON.has(op['x-answer'] ?? ''))
    .map(({ name }) => name);
  expect(without).toEqual([]);
});

it('marks only operations without an answer schema as non-JSON', () => {
  const marked = operations.filter(({ op }) => op['x-answer'] !== undefined);
  expect(marked.filter(({ op }) => !NON_JSON.has(op['x-answer']!)).map(({ name }) => name)).toEqual([]);
  expect(marked.filter(({ op }) => hasAnswerSchema(op)).map(({ name }) => name)).toEqual([]);
});
