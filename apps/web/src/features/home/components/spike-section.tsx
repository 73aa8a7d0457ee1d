import { useQueryClient } from '@tanstack/react-query';
import { ThunderboltFilled } from '@ant-design/icons';
import { Countdown } from '../../../components/countdown';
import { GoodsCard } from '../../../components/goods-card';
import { spikeQueryOptions, useSpike } from '../../catalog/api/spike';
import type { SpikeGoods } from '../../catalog/api/types';
import { SectionTitle } from './section-title';

export const SPIKE_CARDS = 5;

/** Share of the flash-sale stock already sold, 0–100. */
export function soldPercent(goods: Pick<SpikeGoods, 'sold' | 'number'>): number {
  const sold = Math.max(0, goods.sold || 0);
  const total = sold + Math.max(0, goods.number || 0);
  return total === 0 ? 100 : Math.round((sold / total) * 100);
}

/** 限时秒杀: countdown on the server clock and the current round's goods. */
export function SpikeSection() {
  const { data: spike } = useSpike();
  const queryClient = useQueryClient();
  if (!spike?.list?.length) return null;

  return (
    <section className="home-section spike-section container" data-testid="spike-section">
      <SectionTitle
        accent="#e4393c"
        title={
          <>
            <ThunderboltFilled /> 限时秒杀
          </>
        }
        subtitle="每日限量 抢完即止"
        extra={
          <Countdown
            start={spike.start_time}
            end={spike.end_time}
            onEnd={() => void queryClient.invalidateQueries({ queryKey: spikeQueryOptions().queryKey })}
          />
        }
      />
      <div className="goods-grid goods-grid--5">
        {spike.list.slice(0, SPIKE_CARDS).map((goods) => (
          <GoodsCard
            key={goods.id}
            goods={goods}
            price={goods.spike_price}
            footer={
              <div className="spike-progress">
                <div
                  className="spike-progress__bar"
                  role="progressbar"
                  aria-valuenow={soldPercent(goods)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <span style={{ width: `${soldPercent(goods)}%` }} />
                </div>
                <span>
                  已抢{goods.sold}件{goods.limit > 0 ? ` · 限购${goods.limit}件` : ''}
                </span>
              </div>
            }
          />
        ))}
      </div>
    </section>
  );
}
