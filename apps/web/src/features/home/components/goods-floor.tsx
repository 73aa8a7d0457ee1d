import { GoodsCard } from '../../../components/goods-card';
import type { RecommendFloor } from '../../catalog/api/types';
import { SectionTitle } from './section-title';

interface ZoneStyle {
  accent: string;
  subtitle: string;
  nearExpiry?: boolean;
}

const ZONE_STYLES: { match: RegExp; style: ZoneStyle }[] = [
  { match: /中西|成药|西药|zxcy/i, style: { accent: '#e4393c', subtitle: '品种齐全 厂家直供' } },
  { match: /饮片|中药|zyyp/i, style: { accent: '#8b5a2b', subtitle: '道地药材 产地直采' } },
  { match: /器械|qxzq|qx/i, style: { accent: '#1677ff', subtitle: '家用医用 一站配齐' } },
  { match: /近效期|jxq/i, style: { accent: '#fa8c16', subtitle: '效期可查 超值清仓', nearExpiry: true } },
  { match: /品牌|ppzq/i, style: { accent: '#722ed1', subtitle: '名企名品 品质保证' } },
];

const FALLBACK_ACCENTS = ['#e4393c', '#13a8a8', '#1677ff', '#fa8c16', '#722ed1'];

export function zoneStyle(floor: Pick<RecommendFloor, 'zone' | 'name'>, index: number): ZoneStyle {
  const key = `${floor.zone ?? ''} ${floor.name ?? ''}`;
  const found = ZONE_STYLES.find((z) => z.match.test(key));
  return found?.style ?? { accent: FALLBACK_ACCENTS[index % FALLBACK_ACCENTS.length], subtitle: '为您推荐' };
}

export const FLOOR_GOODS = 10;

/** One home floor: "nF" title bar with 更多, then two rows of five goods. */
export function GoodsFloor({ floor, index }: { floor: RecommendFloor; index: number }) {
  const style = zoneStyle(floor, index);
  return (
    <section
      className="home-section goods-floor container"
      data-testid="goods-floor"
      id={`floor-${floor.id}`}
    >
      <SectionTitle
        badge={`${index + 1}F`}
        accent={style.accent}
        title={floor.name}
        subtitle={style.subtitle}
        moreUrl={floor.more_url || undefined}
      />
      {floor.goods.length > 0 ? (
        <div className="goods-grid goods-grid--5">
          {floor.goods.slice(0, FLOOR_GOODS).map((goods) => (
            <GoodsCard key={goods.id} goods={goods} highlightExpiry={style.nearExpiry} />
          ))}
        </div>
      ) : (
        <div className="goods-floor__empty">商品正在上架中，敬请期待</div>
      )}
    </section>
  );
}
