import type { z } from 'zod';

/**
 * An endpoint descriptor: one JSON route as the front ends call it — its method and path (path
 * params as `:name`), the contract schemas of its query, params and body, and its answer.
 * `call(descriptor, input)` of `@yaocai/web-kit/http` builds the request from it and types the
 * answer; test/endpoint-descriptors.test.ts in the API checks every descriptor against the route
 * the API registers (same method and path, the same zod objects), so they cannot drift.
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDescriptor {
  method: EndpointMethod;
  path: string;
  /** GET/DELETE query. */
  query?: z.ZodType;
  /** Path params; when left out, each `:name` of the path takes a string or a number. */
  params?: z.ZodType;
  /** POST/PUT body (form-encoded by the storefront, JSON by the console). */
  body?: z.ZodType;
  /** The body is a FormData sent as multipart (file uploads); the input is that FormData. */
  multipart?: true;
  /** The envelope's `data` on success. */
  answer: z.ZodType;
}

/**
 * Keeps the literal method and path, and the exact schemas, in the descriptor's type. Marked free of
 * side effects so that a bundle keeps only the descriptors its pages call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const D extends EndpointDescriptor>(descriptor: D): D {
  return descriptor;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `'/api/order/:id/cancel'` → `'id'`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<D extends EndpointDescriptor> = D extends { params: z.ZodType }
  ? z.input<D['params']>
  : { [K in PathParamName<D['path']>]: string | number };

type DataInput<D extends EndpointDescriptor> = D extends { query: z.ZodType }
  ? z.input<D['query']>
  : D extends { body: z.ZodType }
    ? z.input<D['body']>
    : unknown;

/**
 * What `call` takes: the path params and the query (GET) or body (POST) in one object, as the
 * contract's schemas accept them (`z.input`: a field the schema coerces or preprocesses takes
 * any value, as the API validates it), or a FormData for a multipart upload.
 */
export type EndpointInput<D extends EndpointDescriptor> = D extends { multipart: true }
  ? FormData
  : Simplify<ParamsInput<D> & DataInput<D>>;

/** What `call` resolves with: the answer as the contract describes it (`z.output`). */
export type EndpointAnswer<D extends EndpointDescriptor> = z.output<D['answer']>;
