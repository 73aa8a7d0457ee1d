import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { EndpointAnswer, EndpointDescriptor } from '@yaocai/contract';
import type { RequestOptions } from '@yaocai/web-kit/http';
import { call } from './http';

type ReadCall<D extends EndpointDescriptor> = (
  descriptor: D,
  input: undefined,
  opts: RequestOptions,
) => Promise<EndpointAnswer<D>>;

/**
 * The query options of an endpoint read without input (settings, a catalogue, the dashboard) under
 * `queryKey`; `staleTime` 0 (the default) reads it again on every visit of the page.
 */
export function readOptions<K extends QueryKey, D extends EndpointDescriptor>(
  queryKey: K,
  descriptor: D,
  staleTime = 0,
) {
  const read = call as ReadCall<D>;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(descriptor, undefined, { signal }),
    staleTime,
  });
}
