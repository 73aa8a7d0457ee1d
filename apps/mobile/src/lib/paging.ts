/** The next page of a paged answer for an endless list, or undefined after the last. */
export const nextPage = (last: { page: number; page_size: number; total: number }) =>
  last.page * last.page_size < last.total ? last.page + 1 : undefined;
