/** 抽奖 rules: picking a prize by weight, the activity window, prize texts, masked winner names. */
import { formatYuan } from './money';

export type PrizeKind = 'points' | 'coupon' | 'red_packet' | 'goods' | 'none';

export const PRIZE_KINDS: readonly PrizeKind[] = ['points', 'coupon', 'red_packet', 'goods', 'none'];

export const PRIZE_KIND_NAMES: Record<PrizeKind, string> = {
  points: '积分',
  coupon: '优惠券',
  red_packet: '账户红包',
  goods: '实物礼品',
  none: '谢谢参与',
};

/** A 3×3 grid has 8 prize cells around the start button. */
export const MAX_DRAW_PRIZES = 8;

export interface WeightedPrize {
  weight: number;
  stock: number;
}

/**
 * Picks one prize: the chance of each is its weight over the sum of the weights of the prizes still
 * in stock; prizes with no stock or no weight are never picked. `random` returns [0, 1) like
 * Math.random, so tests can pass a fixed source. Null when nothing can be picked.
 */
export function pickPrize<T extends WeightedPrize>(prizes: readonly T[], random: () => number): T | null {
  const open = prizes.filter((p) => p.stock > 0 && p.weight > 0);
  const total = open.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return null;
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  let point = r * total;
  for (const prize of open) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return open[open.length - 1] ?? null;
}

export type DrawState = 'upcoming' | 'running' | 'ended';

/** Where an activity stands at `now`; one switched off counts as ended. */
export function drawState(draw: { isOn: boolean; startsAt: Date; endsAt: Date }, now: Date): DrawState {
  if (!draw.isOn || now.getTime() >= draw.endsAt.getTime()) return 'ended';
  return now.getTime() < draw.startsAt.getTime() ? 'upcoming' : 'running';
}

/** Why a member may not draw now, or null. */
export function drawRefusal(state: DrawState, timesPerMember: number, used: number): string | null {
  if (state === 'upcoming') return '活动未开始';
  if (state === 'ended') return '活动已结束';
  if (used >= timesPerMember) return timesPerMember > 1 ? '您的抽奖次数已用完' : '您已参与过本次抽奖';
  return null;
}

export const remainingDraws = (timesPerMember: number, used: number) => Math.max(0, timesPerMember - used);

export interface PrizeFacts {
  kind: PrizeKind;
  name: string;
  /** Points for kind points; fen for coupon and red_packet. */
  value: number;
  couponThreshold: number;
  couponDays: number;
}

/** The line under a prize's name. */
export function prizeRemarks(p: PrizeFacts): string {
  switch (p.kind) {
    case 'points':
      return `${p.value}积分，直接存入积分账户`;
    case 'coupon':
      return `${p.couponThreshold > 0 ? `满${formatYuan(p.couponThreshold)}元减` : '无门槛立减'}${formatYuan(p.value)}元，领取后${p.couponDays}天内有效`;
    case 'red_packet':
      return `${formatYuan(p.value)}元账户红包，下单时可抵扣`;
    case 'goods':
      return '中奖后客服将联系您核对收货地址并安排发货';
    default:
      return '感谢参与，祝您生意兴隆';
  }
}

/** Where a won prize went, as the result dialog and the records say it. */
export function prizeDestination(kind: PrizeKind): string {
  switch (kind) {
    case 'points':
      return '积分已到账';
    case 'coupon':
      return '优惠券已放入“我的优惠券”';
    case 'red_packet':
      return '红包已到账';
    case 'goods':
      return '客服将联系您安排发货';
    default:
      return '';
  }
}

/** A company name as the winners list shows it: 仁和大药房(演示) → 仁**房. */
export function maskName(name: string): string {
  const plain = name.replace(/\s*[(（][^()（）]*[)）]\s*$/, '').trim();
  const chars = [...plain];
  if (chars.length === 0) return '**';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}**${chars[chars.length - 1]}`;
}

export interface PrizeInput extends PrizeFacts {
  weight: number;
  stock: number;
}

/** What staff set up as a raffle's prizes must satisfy. */
export function drawPrizesRefusal(prizes: readonly PrizeInput[]): string | null {
  if (prizes.length < 2) return '请至少设置2个奖品';
  if (prizes.length > MAX_DRAW_PRIZES) return `奖品最多设置${MAX_DRAW_PRIZES}个`;
  for (const p of prizes) {
    if (!PRIZE_KINDS.includes(p.kind)) return `奖品「${p.name}」的类型不正确`;
    if (!Number.isInteger(p.weight) || p.weight < 0) return `奖品「${p.name}」的中奖权重不能小于0`;
    if (!Number.isInteger(p.stock) || p.stock < 0) return `奖品「${p.name}」的库存不能小于0`;
    if ((p.kind === 'points' || p.kind === 'coupon' || p.kind === 'red_packet') && p.value <= 0)
      return `奖品「${p.name}」的面值必须大于0`;
    if (p.kind === 'coupon' && p.couponThreshold > 0 && p.couponThreshold <= p.value)
      return `奖品「${p.name}」的使用门槛必须大于优惠金额`;
    if (p.kind === 'coupon' && (p.couponDays < 1 || p.couponDays > 365))
      return `奖品「${p.name}」的有效天数须在1到365天之间`;
  }
  if (prizes.every((p) => p.weight === 0)) return '至少一个奖品的中奖权重须大于0';
  return null;
}
