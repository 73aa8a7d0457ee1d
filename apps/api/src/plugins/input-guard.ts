import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalid } from '../lib/http-errors';

const NUL = '\u0000';

/** Whether a string, or any key or string inside an object or array, holds a NUL. Iterative: bodies nest deep. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** The top-level field of a request part that holds a NUL, named as the validation errors name it. */
function fieldWithNul(part: unknown, partName: string): string | null {
  if (part === null || typeof part !== 'object' || Array.isArray(part)) {
    return holdsNul(part) ? partName : null;
  }
  for (const [key, value] of Object.entries(part)) {
    if (key.includes(NUL) || holdsNul(value)) return key.replaceAll(NUL, '') || partName;
  }
  return null;
}

/**
 * PostgreSQL (and PGlite) cannot store NUL in text and fail the whole query, so a NUL anywhere in
 * the path, query string or body is refused for every route with 422 before the handler runs.
 * After validation, so a schema's own message for the field (with its Chinese label) comes first.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const parts: [unknown, string][] = [
      [request.params, 'params'],
      [request.query, 'querystring'],
      [request.body, 'body'],
    ];
    for (const [part, name] of parts) {
      const field = fieldWithNul(part, name);
      if (field !== null) throw invalid(field, `${field}含有非法字符`);
    }
  });
});
