import { useDrawWinners } from '../api/raffle';
import { formatShanghai } from '@yaocai/web-kit/format';

/** 中奖名单: the latest winners scrolling upwards (paused under the pointer). */
export function WinnersTicker({ drawId }: { drawId: number }) {
  const { data: winners = [] } = useDrawWinners(drawId);
  const scrolling = winners.length > 5;
  const rows = scrolling ? [...winners, ...winners] : winners;
  return (
    <section className="raffle-side__block">
      <h4>中奖名单</h4>
      <div className="raffle-winners" data-testid="raffle-winners">
        {winners.length === 0 && <p className="raffle-side__muted">暂无中奖记录，快来抽取第一份好礼</p>}
        <ul
          className={scrolling ? 'raffle-winners__list is-scrolling' : 'raffle-winners__list'}
          style={scrolling ? { animationDuration: `${winners.length * 2}s` } : undefined}
        >
          {rows.map((w, i) => (
            <li key={`${w.id}-${i}`} aria-hidden={i >= winners.length || undefined}>
              <span className="raffle-winners__who">{w.name}</span>
              <span className="raffle-winners__prize">抽中 {w.prize}</span>
              <time>{formatShanghai(w.created_at, 'MM-DD HH:mm')}</time>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
