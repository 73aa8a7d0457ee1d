import type { DrawPrize } from '@yaocai/contract';
import { RING } from '../lib/grid';
import { PrizeIcon } from './prize-icon';

/**
 * 九宫格: the eight prize cells round the start button; `active` is the highlighted ring index while
 * a draw runs (and the won cell after it).
 */
export function PrizeGrid({
  cells,
  active,
  drawing,
  remaining,
  canDraw,
  onStart,
}: {
  cells: readonly DrawPrize[];
  active: number;
  drawing: boolean;
  remaining: number;
  canDraw: boolean;
  onStart: () => void;
}) {
  const byPosition = new Map<number, { prize: DrawPrize; ring: number }>(
    cells.map((prize, ring) => [RING[ring]!, { prize, ring }]),
  );
  return (
    <div className="raffle-grid" data-testid="raffle-grid">
      {Array.from({ length: 9 }, (_, position) => {
        if (position === 4)
          return (
            <button
              key="start"
              type="button"
              className="raffle-grid__start"
              disabled={drawing || !canDraw}
              onClick={onStart}
              data-testid="raffle-start"
            >
              <b>{drawing ? '抽奖中…' : canDraw ? '立即抽奖' : '已参与'}</b>
              <small>剩余 {remaining} 次</small>
            </button>
          );
        const cell = byPosition.get(position);
        if (!cell) return <div key={position} className="raffle-grid__cell" />;
        return (
          <div
            key={position}
            className={cell.ring === active ? 'raffle-grid__cell is-active' : 'raffle-grid__cell'}
            data-testid="raffle-cell"
            data-active={cell.ring === active ? 'true' : undefined}
            title={cell.prize.remarks}
          >
            <PrizeIcon prize={cell.prize} />
            <span className="raffle-grid__name">{cell.prize.name}</span>
          </div>
        );
      })}
    </div>
  );
}
