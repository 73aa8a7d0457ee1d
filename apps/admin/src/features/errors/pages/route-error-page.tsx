import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A lazy chunk that no longer exists on the server (after a deploy) fails with one of these. */
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

/** errorElement of the root route: a page that failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="full-screen-center" data-testid="route-error">
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? '404' : '页面加载失败'}
        subTitle={
          notFound
            ? '抱歉，您访问的页面不存在'
            : isChunkLoadError(error)
              ? '后台已更新，请刷新页面后继续使用'
              : '页面加载出错，请刷新页面或稍后再试'
        }
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新
          </Button>
        }
      />
    </div>
  );
}
