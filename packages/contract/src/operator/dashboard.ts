import { z } from 'zod';
import { yuan } from '../envelope';

const tally = z.object({ orders: z.number().int(), sales: yuan });

/** GET /api/operator/dashboard: paid orders (cancelled ones left out) and what waits for staff. */
export const dashboardAnswer = z.object({
  today: tally,
  month: tally,
  /** The last 30 days, oldest first, every day present (zero when nothing was sold). */
  series: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: yuan })),
  waiting: z.object({
    reviews: z.number().int(),
    shipments: z.number().int(),
    after_sales: z.number().int(),
    receipts: z.number().int(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
