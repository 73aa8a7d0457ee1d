/** How a failed request is shown; each app mounts its own (antd message, modal, a redirect). */
export interface ErrorPresenter {
  validation(msg: string): void;
  /** The purchase agreement is not signed (459). */
  contract(msg: string): void;
  alert(title: string, msg: string): void;
  busy(text: string): void;
  timeout(text: string): void;
  /** Not logged in: `loginTarget` is what the client's `loginTarget()` gave. */
  login(loginTarget: string): void;
}

/** What a failure is, which decides how it is presented. */
export type FailureKind = 'login' | 'validation' | 'contract' | 'busy' | 'alert';

const noop = () => {};
export const silentPresenter: ErrorPresenter = {
  validation: noop,
  contract: noop,
  alert: noop,
  busy: noop,
  timeout: noop,
  login: noop,
};
