/** One page of a list and how many rows the whole filter matches. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * Reads a page and its count side by side: `rows` is the filtered query with its order, limit and
 * offset, `total` the same filter's `select({ n: count() })`.
 */
export async function pageWithTotal<T>(
  rows: PromiseLike<T[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<Page<T>> {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: counted?.n ?? 0 };
}
