import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EndpointDescriptor } from '@yaocai/contract';
import { call } from './http';

// `call` types its input per descriptor; over a generic descriptor TypeScript cannot resolve that,
// so the calls below go through this one widened signature.
const callAny = call as (descriptor: EndpointDescriptor, input: unknown) => Promise<{ id: number }>;

/**
 * Saving a console resource edited in one form: POST to `create` when it is new (`id` null), to
 * `update` (`…/{id}`) when it exists, then the lists under `refreshes` are fetched again.
 */
export function saveResource<Input extends object>(endpoints: {
  create: EndpointDescriptor;
  update: EndpointDescriptor;
  refreshes: QueryKey;
}) {
  const save = (id: number | null, input: Input): Promise<{ id: number }> =>
    id === null ? callAny(endpoints.create, input) : callAny(endpoints.update, { id, ...input });
  function useSave() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: Input }) => save(id, input),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: endpoints.refreshes }),
    });
  }
  return { save, useSave };
}
