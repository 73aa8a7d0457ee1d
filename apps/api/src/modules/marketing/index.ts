export { awardPrize } from './draw.service';
export {
  findCombinations,
  findFlashBought,
  findFlashOffers,
  findFullReductions,
  findGiftRules,
} from './marketing.repository';
export type { Combination, FlashOffer, FullReduction, GiftRule } from './marketing.repository';
export { reverseRefundRewards, rewardCompletedOrder } from './order-rewards.service';
export { shipPointsOrder } from './points-admin.service';
export { exchange } from './points-mall.service';
export { findTradeUpOffers, runningTradeUps } from './trade-up.repository';
export type { RunningTradeUp, TradeUpOfferRow } from './trade-up.repository';
