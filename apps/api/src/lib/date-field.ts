import { toCalendarDate } from '@yaocai/domain';
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function exists(day: string): boolean {
  try {
    toCalendarDate(day);
    return true;
  } catch {
    return false;
  }
}

/** A calendar day "YYYY-MM-DD" that exists (no 2024-13-45), as a string. */
export const dayField = (what: string) =>
  z
    .string({ error: `${what}格式应为YYYY-MM-DD` })
    .regex(DAY, `${what}格式应为YYYY-MM-DD`)
    .refine(exists, `${what}不是有效的日期`);

/** An optional day; an empty form value means "not given". */
export const optionalDayField = (what: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), dayField(what).optional());
