import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { DrawResultAnswer } from '@yaocai/contract';
import { prizeLink } from './draw-records';
import { PrizeIcon } from './prize-icon';

/** The result over the grid: the prize and where it went, or 谢谢参与. */
export function DrawResult({
  result,
  onDone,
  onNavigate,
}: {
  result: DrawResultAnswer;
  onDone: () => void;
  onNavigate: () => void;
}) {
  const won = result.is_win === 1;
  const link = prizeLink(result.prize.kind);
  const navigate = useNavigate();
  return (
    <div className="raffle-result" role="alertdialog" aria-label="抽奖结果" data-testid="raffle-result">
      <div className={won ? 'raffle-result__card is-won' : 'raffle-result__card'}>
        <p className="raffle-result__title">{won ? '恭喜您抽中' : '很遗憾，差一点就中奖了'}</p>
        <PrizeIcon prize={result.prize} size={48} />
        <p className="raffle-result__prize" data-testid="raffle-result-prize">
          {result.prize.name}
        </p>
        <p className="raffle-result__remarks">{result.prize.remarks}</p>
        {result.destination && (
          <p className="raffle-result__destination" data-testid="raffle-result-destination">
            {result.destination}
          </p>
        )}
        <div className="raffle-result__actions">
          {link && (
            <Button
              onClick={() => {
                onNavigate();
                void navigate(link.to);
              }}
            >
              {link.label}
            </Button>
          )}
          <Button type="primary" onClick={onDone} data-testid="raffle-result-ok">
            {won ? '开心收下' : '知道了'}
          </Button>
        </div>
      </div>
    </div>
  );
}
