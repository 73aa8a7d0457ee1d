import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { EndpointAnswer, EndpointDescriptor, EndpointInput } from '@yaocai/contract';
import { call } from './http';

// `call` types its input per descriptor; over a generic descriptor TypeScript cannot resolve that,
// so the calls below go through this one widened signature.
const callAny = call as (
  descriptor: EndpointDescriptor,
  input: unknown,
  opts?: { signal?: AbortSignal },
) => Promise<unknown>;

/**
 * Saving a console resource edited in one form: POST to `create` when it is new (`id` null), to
 * `update` (`…/{id}`) when it exists, then the lists under `refreshes` are fetched again.
 */
export function saveResource<Input extends object>(
  create: EndpointDescriptor,
  update: EndpointDescriptor,
  refreshes: QueryKey,
) {
  const save = (id: number | null, input: Input) =>
    (id === null ? callAny(create, input) : callAny(update, { id, ...input })) as Promise<{ id: number }>;
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: Input }) => save(id, input),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
    });
  }
  return { save, useSave };
}

/**
 * A console list the API sends whole (GET `list`, no query) and saved one record at a time as
 * `saveResource` does: its query key, query options, the list hook and the save.
 */
export function crudResource<Input extends object, List extends EndpointDescriptor>(
  key: QueryKey,
  endpoints: { list: List; create: EndpointDescriptor; update: EndpointDescriptor },
) {
  const listOptions = () =>
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) =>
        callAny(endpoints.list, undefined, { signal }) as Promise<EndpointAnswer<List>>,
    });
  return {
    key,
    queryOptions: listOptions,
    useList: () => useQuery(listOptions()),
    ...saveResource<Input>(endpoints.create, endpoints.update, key),
  };
}

/**
 * A list read a page at a time with filters (GET `list` with a query): the options of one page's
 * query, keyed under `key` with the query, keeping the page shown while the next one loads.
 */
export function pagedList<List extends EndpointDescriptor>(key: QueryKey, list: List) {
  return (query: EndpointInput<List>) =>
    queryOptions({
      queryKey: [...key, query],
      queryFn: ({ signal }) => callAny(list, query, { signal }) as Promise<EndpointAnswer<List>>,
      placeholderData: keepPreviousData,
    });
}

/**
 * An action on one record (POST …/{id}/…) as a mutation of `{ id, input }`; once it succeeds the lists
 * under `refreshes` (and, say, the dashboard's counts) are fetched again.
 */
export function rowAction<Action extends EndpointDescriptor>(action: Action, ...refreshes: QueryKey[]) {
  type Input = Omit<EndpointInput<Action>, 'id'>;
  return function useRowAction() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: number; input: Input }) =>
        callAny(action, { id, ...input }) as Promise<EndpointAnswer<Action>>,
      onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    });
  };
}
