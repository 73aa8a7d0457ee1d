import { z } from 'zod';

/** GET /api/operator/me: the staff member at the console and what it may do. */
export const operatorMeAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  /** packages/domain staff-permissions; the console shows only what these allow. */
  permissions: z.array(z.string()),
});
export type OperatorMe = z.infer<typeof operatorMeAnswer>;
