import { syllables, type KeywordPlan } from './keyword';

/** A piece of a suggestion's name; the web renders the hit pieces marked, as text, never as HTML. */
export interface Segment {
  text: string;
  hit: boolean;
}

type Range = [start: number, end: number];

/** Finds `needle` in the concatenation of `parts`; answers the range of parts it touches. */
function findInParts(parts: string[], needle: string): Range | null {
  if (!needle) return null;
  const at = parts.join('').indexOf(needle);
  if (at < 0) return null;
  const stop = at + needle.length;
  let offset = 0;
  let first = -1;
  let last = -1;
  parts.forEach((part, i) => {
    const next = offset + part.length;
    if (next > at && offset < stop) {
      if (first < 0) first = i;
      last = i;
    }
    offset = next;
  });
  return first < 0 ? null : [first, last + 1];
}

function toSegments(chars: string[], range: Range | null): Segment[] {
  if (!range) return [{ text: chars.join(''), hit: false }];
  const [start, end] = range;
  return [
    { text: chars.slice(0, start).join(''), hit: false },
    { text: chars.slice(start, end).join(''), hit: true },
    { text: chars.slice(end).join(''), hit: false },
  ].filter((segment) => segment.text !== '');
}

/**
 * Marks the part of `name` the keyword matched: as typed first, then through the initials
 * (`gmlkl`), then through the full pinyin (`ganmao`, `感冒l`).
 */
export function highlight(name: string, plan: KeywordPlan): Segment[] {
  const chars = Array.from(name);
  const lower = chars.map((c) => c.toLowerCase());
  const direct = findInParts(lower, plan.text);
  if (direct) return toSegments(chars, direct);
  if (plan.kind === 'han') {
    const run = plan.hanRuns.map((h) => findInParts(lower, h)).find(Boolean);
    return toSegments(chars, run ?? null);
  }
  const spoken = syllables(name);
  const byInitials = findInParts(
    spoken.map((s) => s.charAt(0)),
    plan.initials,
  );
  return toSegments(chars, byInitials ?? findInParts(spoken, plan.pinyin));
}
