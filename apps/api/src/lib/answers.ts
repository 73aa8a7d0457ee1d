import { envelope } from '@yaocai/contract';
import type { z } from 'zod';

/**
 * A route's `response` for an answer of the contract. At run time the 200 schema is the envelope
 * around it (the envelope plugin wraps what the handler returns before serialisation); for the type
 * provider it is the answer itself, so handlers return the answer and are checked against it.
 */
export const answers = <T extends z.ZodType>(answer: T) =>
  ({ 200: envelope(answer) }) as unknown as { 200: T };
