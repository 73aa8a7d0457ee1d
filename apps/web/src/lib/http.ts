/**
 * The storefront's request client (spec §7 and §8): the kit's storefront client (form bodies, duplicate
 * cancellation, the error catalogue), shared with the mobile storefront. UI effects go through the
 * ErrorPresenter that presenter.tsx mounts.
 */
import { createStorefrontClient } from '@yaocai/web-kit/http';

export const http = createStorefrontClient({
  loginPath: '/login',
  baseUrl: String(import.meta.env.VITE_API_BASE_URL ?? ''),
});

/** The typed call (contract endpoint descriptors): `call(cartList, { filter })`. */
export const call = http.call;
