import { userPhone } from '@yaocai/contract';
import type { PhoneAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET /api/user/phone/{value}: whether a phone already belongs to an account (registration step 1). */
export function fetchPhoneRegistered(phone: string, signal?: AbortSignal): Promise<PhoneAnswer> {
  return call(
    userPhone,
    { value: encodeURIComponent(phone) },
    {
      signal,
      silent: true,
    },
  );
}

export const phoneRegisteredQuery = (phone: string) =>
  queryOptions({
    queryKey: ['account', 'phone-registered', phone] as const,
    queryFn: ({ signal }) => fetchPhoneRegistered(phone, signal),
    staleTime: 30_000,
  });

export function usePhoneRegistered(phone: string, enabled = true) {
  return useQuery({ ...phoneRegisteredQuery(phone), enabled: enabled && phone.length === 11 });
}
