export { firstOnly, useErrorPresenter } from './use-error-presenter';
