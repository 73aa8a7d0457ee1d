import { operatorOrdersColdChain, operatorTemperatureRecords } from '@yaocai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

const coldChainKey = (orderId: number) => ['operator', 'orders', 'cold-chain', orderId] as const;

/** GET /api/operator/orders/{id}/cold-chain */
export const useOrderColdChain = (orderId: number) =>
  useQuery({
    queryKey: coldChainKey(orderId),
    queryFn: ({ signal }) => call(operatorOrdersColdChain, { id: orderId }, { signal }),
  });

/** POST /api/operator/temperature-records (multipart order_id + file) */
export function useUploadTemperatureRecord(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('order_id', String(orderId));
      form.append('file', file, file.name);
      return call(operatorTemperatureRecords, form);
    },
    onSuccess: (answer) => queryClient.setQueryData(coldChainKey(orderId), answer),
  });
}
