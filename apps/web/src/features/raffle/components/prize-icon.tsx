import { GiftFilled, RedEnvelopeFilled, SmileOutlined, StarFilled, TagsFilled } from '@ant-design/icons';
import type { DrawPrize } from '@yaocai/contract';

const ICONS: Record<DrawPrize['kind'], typeof GiftFilled> = {
  points: StarFilled,
  coupon: TagsFilled,
  red_packet: RedEnvelopeFilled,
  goods: GiftFilled,
  none: SmileOutlined,
};

/** The prize's picture, or an icon of its kind when it has none. */
export function PrizeIcon({ prize, size = 30 }: { prize: DrawPrize; size?: number }) {
  if (prize.image)
    return <img src={prize.image} alt="" className="raffle-prize-icon__img" style={{ width: size * 1.6 }} />;
  const Icon = ICONS[prize.kind];
  return (
    <span className={`raffle-prize-icon raffle-prize-icon--${prize.kind}`} style={{ fontSize: size }}>
      <Icon />
    </span>
  );
}
