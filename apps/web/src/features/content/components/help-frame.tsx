import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { HelpContact } from './help-contact';

interface SideFrameProps {
  /** Breadcrumb entries after 首页 (the last one is plain text). */
  crumbs: { title: string; to?: string }[];
  menu: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The two-column frame of the help centre and the news pages: menu left, content right. */
export function SideFrame({ crumbs, menu, children, testId }: SideFrameProps) {
  return (
    <div className="container side-frame-page">
      <Breadcrumb
        className="side-frame__crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          ...crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title })),
        ]}
      />
      <div className="side-frame">
        <aside className="side-frame__aside">
          {menu}
          <HelpContact />
        </aside>
        <section className="side-frame__main" data-testid={testId}>
          {children}
        </section>
      </div>
    </div>
  );
}
