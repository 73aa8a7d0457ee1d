import type { CSSProperties, ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在';

/** A lazy chunk that no longer exists on the server (after a deploy) fails with one of these. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

/** antd's 404 result; the page around it adds its own ways on. */
export function NotFoundResult({
  subTitle = NOT_FOUND_TEXT,
  extra,
}: {
  subTitle?: string;
  extra?: ReactNode;
}) {
  return <Result status="404" title="404" subTitle={subTitle} extra={extra} />;
}

export interface RouteErrorPageProps {
  /** What a reader is told after a deploy removed the page's chunk, e.g. 网站已更新，请刷新页面后继续使用. */
  updatedText: string;
  className?: string;
  style?: CSSProperties;
  /** The 刷新 button in the app's danger colour (the storefront's red). */
  danger?: boolean;
  /** Adds 返回首页 as a full navigation: the app shell itself may be what failed. */
  homeHref?: string;
}

/** errorElement of a root route: a page that failed to load or render. */
export function RouteErrorPage({ updatedText, className, style, danger, homeHref }: RouteErrorPageProps) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const subTitle = notFound
    ? NOT_FOUND_TEXT
    : isChunkLoadError(error)
      ? updatedText
      : '页面加载出错，请刷新页面或稍后再试';
  const reload = (
    <Button type="primary" danger={danger} onClick={() => window.location.reload()}>
      刷新
    </Button>
  );

  return (
    <div className={className} style={style} data-testid="route-error">
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? '404' : '页面加载失败'}
        subTitle={subTitle}
        extra={
          homeHref ? (
            <Space>
              {reload}
              <Button href={homeHref}>返回首页</Button>
            </Space>
          ) : (
            reload
          )
        }
      />
    </div>
  );
}
