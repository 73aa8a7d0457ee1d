import type { ReactNode } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { BannerLink } from '../../../components/banner-link';
import { Countdown } from '../../../components/countdown';
import { toSeconds } from '../lib/zone-keys';

export type BannerTheme = 'red' | 'orange' | 'purple' | 'teal' | 'blue';

export interface ActivityBannerProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Big round badge on the right ("94折"). */
  badge?: string;
  /** One line of rules under the subtitle. */
  rule?: ReactNode;
  startsAt?: string;
  endsAt?: string;
  theme?: BannerTheme;
  /** A call to action; an empty url says 活动暂未开始 (spec §8). */
  link?: { url: string; label: string };
  testId?: string;
}

/** The head of an activity page: a coloured band with the title, its rules and the time left. */
export function ActivityBanner({
  title,
  subtitle,
  badge,
  rule,
  startsAt,
  endsAt,
  theme = 'red',
  link,
  testId = 'activity-banner',
}: ActivityBannerProps) {
  return (
    <section className={`activity-banner activity-banner--${theme}`} data-testid={testId}>
      <div className="activity-banner__text">
        <h1 className="activity-banner__title">{title}</h1>
        {subtitle && <p className="activity-banner__subtitle">{subtitle}</p>}
        {rule && <p className="activity-banner__rule">{rule}</p>}
        <div className="activity-banner__foot">
          {endsAt && <Countdown start={startsAt ? toSeconds(startsAt) : undefined} end={toSeconds(endsAt)} />}
          {link && (
            <BannerLink url={link.url} className="activity-banner__cta" testId="activity-banner-link">
              {link.label} <RightOutlined />
            </BannerLink>
          )}
        </div>
      </div>
      {badge && (
        <div className="activity-banner__badge" aria-hidden="true">
          <b>{badge}</b>
        </div>
      )}
    </section>
  );
}
