import { RightOutlined } from '@ant-design/icons';
import { BannerLink } from '../../../components/banner-link';
import { Countdown } from '../../../components/countdown';
import type { Zone } from '../api/types';
import { toSeconds } from '../lib/zone-keys';
import { ActivityGoodsCard } from './activity-goods-card';
import { CombinationCard } from './combination-card';

const ACCENTS: Record<Zone['kind'], string> = {
  spike: '#e4393c',
  daily: '#fa8c16',
  full_reduction: '#f5222d',
  combination: '#722ed1',
  storewide: '#c81623',
};

export const zoneAccent = (kind: Zone['kind']) => ACCENTS[kind];

/** One activity as a zone: its kind, rules, time left, a page of its goods (or bundles), and 查看全部. */
export function ZoneSection({ zone, more = true }: { zone: Zone; more?: boolean }) {
  const accent = zoneAccent(zone.kind);
  return (
    <section
      className="activity-zone"
      data-testid="activity-zone"
      data-zone={zone.key}
      id={`zone-${zone.key}`}
    >
      <header className="activity-zone__head" style={{ borderBottomColor: accent }}>
        <span className="activity-zone__kind" style={{ background: accent }}>
          {zone.kind_name}
        </span>
        <h2 className="activity-zone__title">{zone.title}</h2>
        <span className="activity-zone__rule">{zone.rule}</span>
        <span className="activity-zone__extra">
          <Countdown end={toSeconds(zone.ends_at)} />
          {more && (
            <BannerLink url={zone.link} className="activity-zone__more" testId="activity-zone-more">
              查看全部{zone.goods_total > 0 ? `（${zone.goods_total}）` : ''} <RightOutlined />
            </BannerLink>
          )}
        </span>
      </header>
      {zone.kind === 'combination' ? (
        <div className="combo-list">
          {zone.combinations.map((combo) => (
            <CombinationCard key={combo.id} combo={combo} />
          ))}
        </div>
      ) : (
        <div className="goods-grid goods-grid--5">
          {zone.goods.map((goods) => (
            <ActivityGoodsCard key={goods.id} goods={goods} />
          ))}
        </div>
      )}
    </section>
  );
}
