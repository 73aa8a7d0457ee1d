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
    /** 品种求购 no one has picked up (待处理). */
    variety_requests: z.number().int(),
    /** 意见反馈 without a reply. */
    feedback: z.number().int(),
    /** Open chats whose member's last words no staff member has read. */
    chats: z.number().int(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
