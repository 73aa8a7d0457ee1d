import type { ReactNode } from 'react';

/** The coloured title bar of a zone page. */
export function ZoneTitle({
  title,
  slogan,
  accent,
  extra,
}: {
  title: ReactNode;
  slogan?: string;
  accent: string;
  extra?: ReactNode;
}) {
  return (
    <div className="zone-title" style={{ borderBottomColor: accent }}>
      <h1 style={{ background: accent }}>{title}</h1>
      {slogan && <span className="zone-title__slogan">{slogan}</span>}
      {extra && <div className="zone-title__extra">{extra}</div>}
    </div>
  );
}
