import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from './page-header';

export interface SectionTab {
  /** The page's path; the tab of the current path is the active one. */
  path: string;
  label: string;
}

/**
 * The header of a section made of several pages (促销管理, 内容管理): the section title, the page's
 * actions on the right, and one tab per page, each its own route (so a link or Back lands on it).
 */
export function SectionHeader({
  section,
  tabs,
  extra,
}: {
  section: string;
  tabs: readonly SectionTab[];
  extra?: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => tab.path === location.pathname.replace(/\/+$/, '')) ?? tabs[0];
  return (
    <PageHeader
      title={section}
      crumbs={[{ title: section, to: tabs[0]?.path }, { title: current?.label ?? '' }]}
      extra={extra}
    >
      <Tabs
        activeKey={current?.path}
        onChange={(path) => navigate(path)}
        items={tabs.map((tab) => ({ key: tab.path, label: tab.label }))}
      />
    </PageHeader>
  );
}
