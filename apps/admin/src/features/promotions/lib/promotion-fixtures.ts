import type { ActivityPriceView } from '@yaocai/contract';

/** For tests: a running 秒杀 of 红外耳温计 at 84.00 (127.90 before), as the API lists it. */
export const spikeOffer = (id = 20, extra: Partial<ActivityPriceView> = {}): ActivityPriceView => ({
  id,
  kind: 'spike',
  kind_name: '秒杀',
  goods_id: 1429,
  goods_name: '红外耳温计',
  spec: 'HEM-8112',
  base_price: '127.90',
  price: '84.00',
  limit_per_member: 2,
  sold: 20,
  starts_at: '2026-11-23T02:00:00.000Z',
  ends_at: '2026-11-23T14:00:00.000Z',
  state: 'running',
  state_name: '进行中',
  ...extra,
});
