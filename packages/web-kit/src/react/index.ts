export { firstOnly, useErrorPresenter } from './use-error-presenter';
export { createQueryClient } from './query-client';
