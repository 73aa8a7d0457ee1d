import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';

export interface SectionTitleProps {
  title: ReactNode;
  /** Small badge before the title (e.g. "1F"). */
  badge?: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  moreUrl?: string;
  accent?: string;
}

/** Title bar of a home section: coloured badge, title, subtitle and a 更多 link. */
export function SectionTitle({ title, badge, subtitle, extra, moreUrl, accent }: SectionTitleProps) {
  return (
    <div className="section-title" style={accent ? { borderBottomColor: accent } : undefined}>
      {badge && (
        <span className="section-title__badge" style={accent ? { background: accent } : undefined}>
          {badge}
        </span>
      )}
      <h2 className="section-title__text">{title}</h2>
      {subtitle && <span className="section-title__sub">{subtitle}</span>}
      <div className="section-title__extra">
        {extra}
        {moreUrl && (
          <Link to={moreUrl} className="section-title__more">
            更多 <RightOutlined />
          </Link>
        )}
      </div>
    </div>
  );
}
