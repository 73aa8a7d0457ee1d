import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteErrorPageProps } from '@yaocai/web-kit/antd/error-pages';

type ComponentProps<C> = C extends ComponentType<infer P> ? P : never;

/** antd's theme, locale and <App>, downloaded the first time something inside it renders. */
export const LazyAntdScope = lazy(() => import('./antd-scope'));

/**
 * A part of the site shell that needs antd (the cart drawer, the chat window, the raffle popup…):
 * it and antd load when it first renders, e.g. on the click that opens it.
 */
export function antdIsland<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = null,
): ComponentType<ComponentProps<M[K]>> {
  type P = ComponentProps<M[K]>;
  // Typed loosely inside: the island's own props type is what callers see.
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType<object> }));
  function Island(props: P) {
    return (
      <Suspense fallback={fallback}>
        <LazyAntdScope bare>
          <Lazy {...(props as object)} />
        </LazyAntdScope>
      </Suspense>
    );
  }
  return Island;
}

/** Shown when even the error page cannot be downloaded (e.g. the site was updated meanwhile). */
function PlainRouteError(_props: RouteErrorPageProps) {
  return (
    <div className="plain-error" data-testid="route-error">
      <p>页面加载失败，请刷新页面后继续使用</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        刷新
      </button>
    </div>
  );
}

/** The routes' errorElement: the kit's error page with antd, loaded when needed. */
const LazyKitRouteErrorPage = antdIsland(
  () => import('@yaocai/web-kit/antd/error-pages').catch(() => ({ RouteErrorPage: PlainRouteError })),
  'RouteErrorPage',
);

export function LazyRouteErrorPage() {
  return (
    <LazyKitRouteErrorPage
      updatedText="网站已更新，请刷新页面后继续使用"
      style={{ padding: '64px 0' }}
      danger
      homeHref="/"
    />
  );
}
