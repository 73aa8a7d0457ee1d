import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

/** Replaces `query` of the client, and of every transaction it opens, with `wrap(query)`. */
export function wrapPgliteQueries(client: PGlite, wrap: (query: Query) => Query) {
  client.query = wrap(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx)) as Transaction['query'];
      return fn(tx);
    })) as PGlite['transaction'];
}

/** The types Drizzle reads as text (dates, times, intervals and their arrays, numeric[]). */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string) => value;

/**
 * Drizzle hands PGlite the same parsers with every query (DRIZZLE_TEXT_TYPES as text), and PGlite
 * merges them into its own 300-odd parsers each time (about 80 µs a query, a millisecond of a
 * checkout). Here they become the client's own parsers, once, and a query's copy is dropped when it
 * holds nothing else; what a query returns does not change. Every query of the app goes through Drizzle.
 */
export function adoptDrizzleParsers(client: PGlite) {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const onlyDrizzles = (parsers: object) => {
    const keys = Object.keys(parsers);
    return keys.length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((t) => String(t) in parsers);
  };
  wrapPgliteQueries(
    client,
    (query) =>
      ((text: string, params?: unknown[], options?: Parameters<Query>[2]) =>
        query(
          text,
          params,
          options?.parsers && onlyDrizzles(options.parsers) ? { ...options, parsers: undefined } : options,
        )) as Query,
  );
}
