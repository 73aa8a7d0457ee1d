import type { ReactNode } from 'react';
import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  to?: string;
}

/** Ant Design Pro's page header: breadcrumbs from 首页, the page title, actions on the right. */
export function PageHeader({
  title,
  crumbs = [],
  extra,
  children,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const items = [{ title: '首页', to: '/' }, ...crumbs].map((crumb, index, all) => ({
    key: `${index}`,
    title: crumb.to && index < all.length - 1 ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <div className="page-header">
      <Breadcrumb items={items} />
      <div className="page-header-heading">
        <Typography.Title level={4} className="page-header-title">
          {title}
        </Typography.Title>
        {extra && <div className="page-header-extra">{extra}</div>}
      </div>
      {children}
    </div>
  );
}

/** The grey area under the header where a page's cards sit. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className="page-body">{children}</div>;
}
