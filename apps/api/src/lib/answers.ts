import { envelope } from '@yaocai/contract';
import type { z } from 'zod';

/**
 * A route's `response` for an answer of the contract. At run time the 200 schema is the envelope
 * around it (the envelope plugin wraps what the handler returns before serialisation); for the type
 * provider it is the answer itself, so handlers return the answer and are checked against it.
 */
export const answers = <T extends z.ZodType>(answer: T) =>
  ({ 200: envelope(answer) }) as unknown as { 200: T };

const unchecked = new WeakSet<object>();

/**
 * The same for a big answer on a hot path (the 200-line cart): its type is checked when the code
 * compiles, and its API test parses it against the contract, but it is not parsed again on every
 * request (zod takes about 1 ms of a 200-line cart's 16 ms, 5 times the JSON itself). app.ts sends it
 * as it is.
 */
export const uncheckedAnswers = <T extends z.ZodType>(answer: T) => {
  const schema = envelope(answer);
  unchecked.add(schema);
  return { 200: schema } as unknown as { 200: T };
};

export const isUncheckedAnswer = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && unchecked.has(schema);

/**
 * What a route answers instead of a JSON envelope: a download (CSV, XLSX, ZIP, PDF, an image), a
 * redirect, a WebSocket upgrade, an HTML page (the sandbox payment and WeChat pages), or the plain
 * answer a payment provider expects to its notice (success / failure, 204).
 */
export type NonJsonAnswer = 'file' | 'redirect' | 'websocket' | 'page' | 'text';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Marks a route whose success is not a JSON answer of the contract (shown in its OpenAPI entry);
     * test/openapi-answers.test.ts lets only these go without a 2xx answer schema.
     */
    'x-answer'?: NonJsonAnswer;
  }
}

/** Spread into a route's schema: `schema: { 'x-access': 'member', ...nonJsonAnswer('file') }`. */
export const nonJsonAnswer = (kind: NonJsonAnswer) => ({ 'x-answer': kind }) as const;
