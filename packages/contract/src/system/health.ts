import { z } from 'zod';

/** Health endpoints for load balancers and monitors (docs/operations.md). A 503 carries the same data. */

/** GET /api/health/live */
export const liveAnswer = z.object({ status: z.string() });

/** GET /api/health/ready: `database` is ok, down or a migration state. */
export const readyAnswer = z.object({ status: z.string(), database: z.string(), shutting_down: z.boolean() });

/** GET /api/health: `driver` is pglite or postgres. */
export const healthAnswer = z.object({ status: z.string(), database: z.string(), driver: z.string() });
