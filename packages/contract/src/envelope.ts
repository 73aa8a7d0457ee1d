import { z } from 'zod';

/**
 * Every /api answer: `{code, msg, data}` (code 10000 on success). A route's `response` schema is
 * `{ 200: envelope(answer) }`, so the answer is checked and stripped of undeclared fields on the way out,
 * and the web apps read `z.infer<typeof answer>` instead of writing the type again.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Money as the API shows it: yuan with two decimals ("12.50"). */
export const yuan = z.string().regex(/^-?\d+\.\d{2}$/);

/** A yes/no flag as the spec's pages read it (0 or 1). */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
