import { z } from 'zod';
import { yuan } from '../envelope';

const tally = z.object({ orders: z.number().int(), sales: yuan });

/** GET /api/operator/dashboard: paid orders (cancelled ones left out) and what waits for staff. */
export const dashboardAnswer = z.object({
  today: tally,
  month: tally,
  /** The last 30 days, oldest first, every day present (zero when nothing was sold). */
  series: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: yuan })),
  /**
   * What waits for staff: only the to-dos the viewer can act on (packages/domain DASHBOARD_TODOS),
   * the others are left out.
   */
  waiting: z.object({
    reviews: z.number().int().optional(),
    shipments: z.number().int().optional(),
    after_sales: z.number().int().optional(),
    receipts: z.number().int().optional(),
    /** 品种求购 no one has picked up (待处理). */
    variety_requests: z.number().int().optional(),
    /** 意见反馈 without a reply. */
    feedback: z.number().int().optional(),
    /** Open chats whose member's last words no staff member has read. */
    chats: z.number().int().optional(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
