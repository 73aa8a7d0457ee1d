import { useEffect } from 'react';
import type { ErrorPresenter, HttpClient } from '../http';

/** Shows the client's failures through `presenter` while the calling component is mounted. */
export function useErrorPresenter(
  client: Pick<HttpClient, 'setErrorPresenter'>,
  presenter: ErrorPresenter,
): void {
  useEffect(() => {
    client.setErrorPresenter(presenter);
    return () => client.setErrorPresenter(null);
  }, [client, presenter]);
}

/**
 * `act` the first time only, until `reset` is called: several requests failing together should open
 * one dialog or redirect once, not once per request.
 */
export function firstOnly<A extends unknown[]>(act: (...args: A) => void) {
  let done = false;
  return {
    run: (...args: A) => {
      if (done) return;
      done = true;
      act(...args);
    },
    reset: () => {
      done = false;
    },
  };
}
