import type { InjectOptions } from 'fastify';
import qs from 'qs';

/** What the fuzz test needs of an OpenAPI operation. */
export interface Operation {
  method: string;
  path: string;
  access: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  required?: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access'?: string;
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'] ?? 'undeclared',
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody ? (Object.values(op.requestBody.content)[0]?.schema ?? {}) : null,
      });
    }
  }
  return operations;
}

/** A small seeded generator (mulberry32 seeded with FNV-1a of a label), so every run sends the same requests. */
export function seeded(label: string) {
  let state = 2166136261;
  for (const c of label) state = Math.imul(state ^ c.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    one: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

const HUGE = 'a'.repeat(10_000);

/** Values that must never give a 5xx, whatever field they land in. */
export const HOSTILE: readonly unknown[] = [
  '',
  HUGE,
  -1,
  0,
  1.5,
  -0.01,
  1e308,
  2_147_483_648,
  9_999_999_999,
  '99999999999999999999',
  '1e400',
  'NaN',
  'abc',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '1; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '\ud800',
  '2024-13-45',
  '9999-99-99',
  true,
  null,
  [],
  {},
  ['\u0000'],
  { a: '\u0000' },
  [HUGE, -1],
];

/** Odd ids for path parameters (decoded; they are %-encoded when sent). */
export const ODD_IDS = [
  '-1',
  '0',
  '1.5',
  'abc',
  '99999999999999999999',
  '9'.repeat(300),
  '\u0000',
  "' OR 1=1 --",
  '<script>',
];

/** A plausible value for a schema, so that one hostile field is tried with the others in order. */
export function example(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return '1';
  if (schema.enum?.length) return schema.enum[0];
  // A number where a number will do: text examples rarely fit a pattern or an amount.
  const options = schema.anyOf ?? schema.oneOf ?? [];
  const option = options.find((o) => o.type === 'number' || o.type === 'integer') ?? options[0];
  if (option) return example(option, depth + 1);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [example(schema.items, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, depth + 1)]),
      );
    case 'string':
      return 'fuzz1234';
    default:
      return '1';
  }
}

const asQueryValue = (value: unknown): string =>
  typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value);

/** The request of an operation with its path filled in and the rest as given. */
export function requestOf(
  op: Operation,
  params: Record<string, string>,
  query: Record<string, unknown>,
  body?: { payload?: unknown; type?: string },
): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) search.append(k, asQueryValue(item));
    else search.append(k, asQueryValue(v));
  }
  const url = search.size > 0 ? `${path}?${search}` : path;
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url, headers: {} };
  if (body && 'payload' in body) {
    const type = body.type ?? 'application/json';
    options.headers = { 'content-type': type };
    options.payload =
      typeof body.payload === 'string'
        ? body.payload
        : type === 'application/json'
          ? JSON.stringify(body.payload)
          : qs.stringify(body.payload);
  }
  return options;
}

/** The hostile requests for one operation: path ids, each query field and each body field in turn. */
export function casesOf(op: Operation, rng: ReturnType<typeof seeded>): InjectOptions[] {
  const cases: InjectOptions[] = [];
  const params = Object.fromEntries(op.pathParams.map((p) => [p, '1']));
  const query = Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, example(s)]));
  const body = op.body ? (example(op.body) as Record<string, unknown>) : undefined;
  const withBody = body ? { payload: body } : undefined;

  cases.push(requestOf(op, params, query, withBody), requestOf(op, params, {}, withBody));
  for (const name of op.pathParams) {
    for (const odd of ODD_IDS) cases.push(requestOf(op, { ...params, [name]: odd }, query, withBody));
  }
  // Each query field alongside the others and alone, as an unfitting example would refuse every case.
  for (const name of Object.keys(op.query)) {
    for (const value of HOSTILE) {
      cases.push(requestOf(op, params, { ...query, [name]: value }, withBody));
      cases.push(requestOf(op, params, { [name]: value }, withBody));
    }
  }
  cases.push(...combinations(op, rng, params, query, body));
  if (!body) return distinct(cases);
  cases.push(
    requestOf(op, params, query),
    requestOf(op, params, query, { payload: {} }),
    requestOf(op, params, query, { payload: '{"a":' }),
    requestOf(op, params, query, { payload: '' }),
    requestOf(op, params, query, { payload: '[1,2]' }),
    requestOf(op, params, query, { payload: '"x"' }),
    requestOf(op, params, query, { payload: '<a/>', type: 'application/xml' }),
    requestOf(op, params, query, { payload: 'a=1', type: 'text/plain' }),
    requestOf(op, params, query, { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }),
  );
  const nested = Object.entries(op.body?.properties ?? {}).flatMap(([name, schema]) => {
    const item = schema.items?.properties;
    return item ? Object.keys(item).map((inner) => [name, inner] as const) : [];
  });
  const fields: (readonly [string, string?])[] = [...Object.keys(body).map((k) => [k] as const), ...nested];
  // Each field within the full example and within only the required fields (an optional field's
  // example may not fit and would refuse every case before the hostile value matters).
  const required = Object.fromEntries((op.body?.required ?? []).map((k) => [k, body[k]]));
  for (const [name, inner] of fields) {
    for (const value of HOSTILE) {
      for (const base of [body, required]) {
        const payload = inner
          ? { ...base, [name]: [{ ...((body[name] as object[])[0] ?? {}), [inner]: value }] }
          : { ...base, [name]: value };
        const type = rng.chance(0.25) ? 'application/x-www-form-urlencoded' : 'application/json';
        cases.push(requestOf(op, params, query, { payload, type }));
      }
    }
  }
  return distinct(cases);
}

/** Drops repeats (a body whose fields are all required is its own required base; a lone query field is alone already). */
function distinct(cases: InjectOptions[]): InjectOptions[] {
  const seen = new Set<string>();
  return cases.filter((request) => {
    const key = JSON.stringify([request.method, request.url, request.payload, request.headers]);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

const COMBINATIONS = 12;

/** Requests where several fields at once are hostile, each with even odds. */
function combinations(
  op: Operation,
  rng: ReturnType<typeof seeded>,
  params: Record<string, string>,
  query: Record<string, unknown>,
  body: Record<string, unknown> | undefined,
): InjectOptions[] {
  if (Object.keys(query).length + Object.keys(body ?? {}).length < 2) return [];
  const mix = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, rng.chance(0.5) ? rng.one(HOSTILE) : v]));
  return Array.from({ length: COMBINATIONS }, () =>
    requestOf(op, params, mix(query), body ? { payload: mix(body) } : undefined),
  );
}
