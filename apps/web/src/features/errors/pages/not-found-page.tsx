import { Button, Input, Space, Typography } from 'antd';
import { NotFoundResult } from '@yaocai/web-kit/antd/error-pages';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

const SUGGESTED_LINKS: { label: string; to: string }[] = [
  { label: '药品列表', to: paths.list },
  { label: '每日特价', to: paths.dailySpecial },
  { label: '领券中心', to: paths.couponCentre },
  { label: '帮助中心', to: paths.help },
];

/** /404: every unknown path lands here (spec §2). */
export function NotFoundPage() {
  const navigate = useNavigate();

  const search = (value: string) => {
    const keywords = value.trim();
    if (keywords) navigate(paths.searchWith(keywords, 0));
  };

  return (
    <div style={{ padding: '40px 0', minHeight: 460, background: '#fff' }} data-testid="not-found">
      <NotFoundResult
        subTitle="抱歉，您访问的页面不存在或已被移除"
        extra={
          <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 460 }}>
            <Input.Search
              placeholder="搜索药品名称（可输入拼音首字母，如 gmlkl）"
              enterButton="搜索"
              size="large"
              allowClear
              onSearch={search}
              aria-label="搜索药品"
            />
            <Space wrap separator={<Typography.Text type="secondary">|</Typography.Text>}>
              {SUGGESTED_LINKS.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </Space>
            <Space>
              <Button type="primary" danger onClick={() => navigate(paths.home)}>
                返回首页
              </Button>
              <Button onClick={() => navigate(-1)}>返回上一页</Button>
            </Space>
          </Space>
        }
      />
    </div>
  );
}
