import type {
  ActivityGoodsCard,
  ActivityZone,
  ActivityZonesAnswer,
  CombinationView,
  StorewideActivity,
} from '@yaocai/contract';

/** What the activity calls answer: the API's contract (packages/contract/src/marketing/activities.ts). */
export type { StorewideActivity };
export type ActivityGoods = ActivityGoodsCard;
export type Combination = CombinationView;
export type Zone = ActivityZone;
export type ZonesPage = ActivityZonesAnswer;
