/** The mobile storefront's request client: the kit's storefront client (shared with the PC site), logging in at /m/login. */
import { createStorefrontClient } from '@yaocai/web-kit/http';

export const http = createStorefrontClient({ loginPath: '/m/login' });

/** The typed call (contract endpoint descriptors): `call(goodsDetail, { id })`. */
export const call = http.call;
