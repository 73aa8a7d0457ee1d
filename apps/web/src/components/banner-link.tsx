import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkNotice } from '@yaocai/domain';
import { recordActivityTap } from '../features/activity/api/activity-tap';
import { showMessage } from '../lib/feedback';

/** External links leave the single-page app. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/** Spec §8: an empty link says 活动暂未开始; a link starting with '*' says 活动未开始. */
export function bannerLinkNotice(url: string | null | undefined): string | null {
  return linkNotice(url);
}

export interface BannerLinkProps {
  url: string;
  className?: string;
  children: ReactNode;
  /** Opens in a new tab (nav items with is_open 1). */
  newTab?: boolean;
  testId?: string;
}

/**
 * Every activity link the site renders (banners, nav, zone entries): an empty or starred link shows
 * its notice instead of leaving, and every tap of a configured link is recorded (spec §7, §8).
 */
export function BannerLink({ url, className, children, newTab, testId }: BannerLinkProps) {
  const notice = bannerLinkNotice(url);
  const tap = () => {
    if (url.trim()) recordActivityTap(url.trim());
  };
  if (notice) {
    return (
      <a
        href="#"
        className={className}
        data-testid={testId}
        onClick={(e) => {
          e.preventDefault();
          tap();
          showMessage('info', notice, 'activity-link');
        }}
      >
        {children}
      </a>
    );
  }
  if (newTab || isExternalUrl(url)) {
    return (
      <a
        href={url}
        className={className}
        data-testid={testId}
        target={newTab || isExternalUrl(url) ? '_blank' : undefined}
        rel="noopener noreferrer"
        onClick={tap}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} data-testid={testId} onClick={tap}>
      {children}
    </Link>
  );
}
