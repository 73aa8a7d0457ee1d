import type { StoreSummary } from '@yaocai/contract';

/** The seed writes city and district into the address; registrations keep them apart. */
export const fullAddress = (s: Pick<StoreSummary, 'city' | 'district' | 'address'>) =>
  s.address.startsWith(s.city) ? s.address : `${s.city}${s.district}${s.address}`;
