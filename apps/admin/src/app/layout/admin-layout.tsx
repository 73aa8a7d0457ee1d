import { useState } from 'react';
import { Button, Layout, Result } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { can } from '@yaocai/domain';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useMe } from '../../features/account/api/me';
import { ApiError } from '@yaocai/web-kit/http';
import { homePath } from '../menu';
import { paths } from '../paths';
import { HeaderUser } from './header-user';
import { NotStaffPage } from './not-staff-page';
import { PageLoading } from './page-loading';
import { SideMenu } from './side-menu';
import { useRouteMeta } from './root-route';

/** Ant Design Pro's frame: dark side menu, white header with the staff member, grey content. */
export function AdminLayout() {
  const me = useMe();
  const meta = useRouteMeta();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);

  if (me.isPending) {
    return <PageLoading />;
  }
  if (me.isError) {
    const error = me.error;
    if (error instanceof ApiError && (error.status === 401 || error.code === 10001)) {
      const back = `${location.pathname}${location.search}`;
      return <Navigate to={`${paths.login}?redirect=${encodeURIComponent(back)}`} replace />;
    }
    if (error instanceof ApiError && error.status === 403) return <NotStaffPage />;
    return (
      <div className="full-screen-center">
        <Result
          status="warning"
          title="加载失败"
          subTitle={error.message || '系统繁忙，请稍候再试'}
          extra={
            <Button type="primary" onClick={() => void me.refetch()}>
              重试
            </Button>
          }
        />
      </div>
    );
  }

  const permissions = me.data.permissions;
  const allowed = !meta?.permission || can(permissions, meta.permission);
  const home = homePath(permissions);

  return (
    <Layout className="admin-frame">
      <Layout.Sider
        width={208}
        collapsedWidth={64}
        collapsible
        collapsed={collapsed}
        trigger={null}
        className="admin-sider"
      >
        <div className="admin-logo" title="药采网运营后台">
          <span className="admin-logo-mark">药</span>
          {!collapsed && <span className="admin-logo-text">药采网运营后台</span>}
        </div>
        <SideMenu permissions={permissions} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Button
            type="text"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((value) => !value)}
          />
          <HeaderUser me={me.data} />
        </Layout.Header>
        <Layout.Content className="admin-content">
          {allowed ? (
            <Outlet />
          ) : (
            <Result
              status="403"
              title="403"
              subTitle="无权访问此页面"
              data-testid="forbidden"
              extra={
                home && (
                  <Button type="primary" onClick={() => navigate(home)}>
                    返回首页
                  </Button>
                )
              }
            />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
