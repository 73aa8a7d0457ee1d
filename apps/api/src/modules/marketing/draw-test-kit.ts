import type { Kit } from '../../test/commerce-test-kit';

export const hoursFromNow = (n: number) => new Date(Date.now() + n * 3600 * 1000).toISOString();

export interface PrizeSpec {
  kind: 'points' | 'coupon' | 'red_packet' | 'goods' | 'none';
  name: string;
  value?: string | number;
  coupon_threshold?: string;
  weight: number;
  stock: number;
  id?: number;
}

const thanks: PrizeSpec = { kind: 'none', name: '谢谢参与', weight: 0, stock: 1_000_000 };

/** Creates a raffle through the console (yunying01) and returns its id. */
export async function createDraw(
  k: Kit,
  prizes: PrizeSpec[],
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await k.post(
    '/api/operator/draws',
    {
      name: `测试抽奖${Math.random().toString(36).slice(2, 8)}`,
      rules: '每人一次',
      starts_at: hoursFromNow(-1),
      ends_at: hoursFromNow(24),
      times_per_member: 1,
      prizes: prizes.length > 1 ? prizes : [...prizes, thanks],
      ...extra,
    },
    'yunying01',
  );
  if (res.status !== 200) throw new Error(`create draw failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}
