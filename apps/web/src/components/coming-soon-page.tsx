import { Button, Result, Space } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useMatches, useNavigate } from 'react-router';

/** Deepest matched route title (route handles carry `title`, see app/route-meta.ts). */
function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string') return title;
  }
  return '';
}

/** Stand-in for a route of spec §2 whose page is not built yet (its handle has comingSoon). */
export function ComingSoonPage({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const name = (title ?? routeTitle).trim();

  return (
    <div style={{ padding: '48px 0', minHeight: 420, background: '#fff' }} data-testid="coming-soon">
      <Result
        icon={<ToolOutlined style={{ color: '#e4393c' }} />}
        title="即将上线"
        subTitle={
          <>
            {name ? `「${name}」` : '该'}页面正在建设中，敬请期待。
            <br />
            您可以先去首页逛逛，或联系您的专属客服下单。
          </>
        }
        extra={
          <Space>
            <Button type="primary" danger onClick={() => navigate('/')}>
              返回首页
            </Button>
            <Button onClick={() => navigate(-1)}>返回上一页</Button>
          </Space>
        }
      />
    </div>
  );
}
