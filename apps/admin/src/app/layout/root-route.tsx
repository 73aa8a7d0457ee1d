import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ErrorPresenterBridge } from '../../lib/presenter';
import { isRouteMeta, pageTitle } from '../route-meta';

/** The deepest route's meta, or undefined on a route without one. */
export function useRouteMeta() {
  const matches = useMatches();
  return [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle as
    import('../route-meta').RouteMeta | undefined;
}

/** Root of every route: connects http.ts to antd and the router, and keeps the page title. */
export function RootRoute() {
  const meta = useRouteMeta();
  useEffect(() => {
    document.title = pageTitle(meta?.title);
  }, [meta?.title]);
  return (
    <>
      <ErrorPresenterBridge />
      <Outlet />
    </>
  );
}
