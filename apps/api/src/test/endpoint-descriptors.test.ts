import * as contract from '@yaocai/contract';
import type { EndpointDescriptor } from '@yaocai/contract';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './test-app';

/**
 * Every endpoint descriptor of packages/contract (what the front ends' `call(descriptor, input)`
 * sends) names a route the API registers, with the same method and path and the very zod objects
 * the route validates and answers with, so a descriptor cannot drift from its route.
 */
const t = await createTestApp();
afterAll(() => t.close());

const isDescriptor = (value: unknown): value is EndpointDescriptor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string' &&
  (value as { answer?: unknown }).answer instanceof z.ZodType;

const descriptors = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, EndpointDescriptor] => isDescriptor(entry[1]),
);
const routes = new Map(t.app.routeTable.map((route) => [`${route.method} ${route.url}`, route]));

/** The answer inside a route's `answers(…)` envelope. */
const answerOf = (schema: unknown) =>
  (schema as { response?: Record<number, { shape?: { data?: unknown } }> } | undefined)?.response?.[200]
    ?.shape?.data;

/** `answers(z.null())` written in a route file is a different object than the contract's emptyAnswer. */
const sameAnswer = (route: unknown, descriptor: z.ZodType) =>
  route === descriptor || (route instanceof z.ZodNull && descriptor instanceof z.ZodNull);

it('has a descriptor for the endpoints the front ends call', () => {
  expect(descriptors.length).toBeGreaterThan(200);
});

it('matches every descriptor to a registered route with the same schemas', () => {
  const problems = descriptors.flatMap(([name, d]) => {
    const route = routes.get(`${d.method} ${d.path}`);
    if (!route) return [`${name}: no route ${d.method} ${d.path}`];
    const schema = route.schema ?? {};
    const found: string[] = [];
    if (!sameAnswer(answerOf(schema), d.answer)) found.push(`${name}: answer is not the route's`);
    if (d.query !== schema.querystring) found.push(`${name}: query is not the route's`);
    if (d.body !== schema.body) found.push(`${name}: body is not the route's`);
    // Params may be left to the path (`:id` takes a string or a number).
    if (d.params !== undefined && d.params !== schema.params)
      found.push(`${name}: params are not the route's`);
    if (d.multipart && (schema.body !== undefined || d.method !== 'POST'))
      found.push(`${name}: a multipart upload is a POST without a body schema`);
    return found;
  });
  expect(problems).toEqual([]);
});

it('names each route once', () => {
  const seen = new Map<string, string>();
  const twice = descriptors.flatMap(([name, d]) => {
    const key = `${d.method} ${d.path}`;
    const other = seen.get(key);
    seen.set(key, name);
    return other ? [`${key}: ${other} and ${name}`] : [];
  });
  expect(twice).toEqual([]);
});
