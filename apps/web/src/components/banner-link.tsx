import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { App } from 'antd';

/** External links leave the single-page app. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/** Spec §8: an empty link says 活动暂未开始; a link starting with '*' says 活动未开始. */
export function bannerLinkNotice(url: string | null | undefined): string | null {
  if (!url) return '活动暂未开始';
  if (url.startsWith('*')) return '活动未开始';
  return null;
}

export function BannerLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const notice = bannerLinkNotice(url);
  if (notice) {
    return (
      <a
        href="#"
        className={className}
        onClick={(e) => {
          e.preventDefault();
          void message.info(notice);
        }}
      >
        {children}
      </a>
    );
  }
  if (isExternalUrl(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className}>
      {children}
    </Link>
  );
}
