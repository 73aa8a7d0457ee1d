/**
 * A list as a form may send it: `ids[]=1&ids[]=2` (an array), `ids[0]=1` (an object keyed by
 * index), a single value, or nothing ('' or absent: an empty list). Used before a list's schema.
 */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return [value];
}
