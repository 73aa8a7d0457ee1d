import { and, ilike, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { KeywordPlan } from './keyword';
import { containsPattern, escapeLike } from '../../lib/like-pattern';

/** The name columns and their pinyin forms a keyword is matched against. */
export interface MatchColumns {
  names: AnyColumn[];
  /** Lower-case a-z and 0-9 only (db/seed/pinyin.ts), so plain LIKE serves them. */
  pinyin: AnyColumn;
  initials: AnyColumn;
  /**
   * Shortest keyword matched anywhere in a column; shorter ones match its start. pg_trgm serves `%x%`
   * only from three characters on, and prefixes through its word-start trigrams; a small table
   * (manufacturers) can afford substrings of any length.
   */
  substringFrom: number;
}

const TRIGRAM = 3;

const startsWith = (text: string) => `${escapeLike(text)}%`;
const length = (text: string) => Array.from(text).length;
const hasLetters = (text: string) => /[a-z]/i.test(text);

/** ILIKE only where case can differ: Chinese and digits have none, and LIKE is cheaper to recheck. */
function anyName(columns: MatchColumns, pattern: string): SQL {
  const match = hasLetters(pattern) ? ilike : like;
  return or(...columns.names.map((column) => match(column, pattern)))!;
}

/** Rows whose name, full pinyin or initials match the keyword (see KeywordPlan). Parameterised only. */
export function keywordCondition(plan: KeywordPlan, columns: MatchColumns): SQL {
  const { text, pinyin, initials, hanRuns } = plan;
  if (plan.kind === 'latin') {
    const pattern = (value: string) =>
      length(value) >= columns.substringFrom ? containsPattern(value) : startsWith(value);
    const byName = anyName(columns, pattern(text));
    if (!pinyin) return byName;
    return or(byName, like(columns.pinyin, pattern(pinyin)), like(columns.initials, pattern(pinyin)))!;
  }
  if (plan.kind === 'han' && length(text) >= columns.substringFrom)
    return anyName(columns, containsPattern(text));

  // Short Chinese and mixed keywords go through the pinyin forms (indexed), then the Chinese as typed.
  const typedHan = hanRuns.map((run) => anyName(columns, containsPattern(run)));
  const branches: SQL[] = [anyName(columns, startsWith(text))];
  if (plan.kind === 'mixed' && length(text) >= TRIGRAM)
    branches.push(anyName(columns, containsPattern(text)));
  if (pinyin.length >= TRIGRAM)
    branches.push(and(like(columns.pinyin, containsPattern(pinyin)), ...typedHan)!);
  if (plan.kind === 'mixed' && initials.length >= TRIGRAM && initials !== pinyin) {
    branches.push(and(like(columns.initials, containsPattern(initials)), ...typedHan)!);
  }
  return or(...branches)!;
}

/** 0 exact, 1 prefix, 2 anywhere else: the first keys of every suggestion ranking. */
export function keywordRank(plan: KeywordPlan, columns: MatchColumns): SQL<number> {
  const { text, pinyin, initials } = plan;
  const exactName = columns.names.map((column) => sql`lower(${column}) = ${text}`);
  const prefixName = anyName(columns, startsWith(text));
  // A Chinese keyword ranks by the name alone: a homophone's pinyin says nothing about it.
  const byNameOnly = plan.kind === 'han' || !pinyin;
  const exact = byNameOnly
    ? or(...exactName)
    : or(...exactName, sql`${columns.pinyin} = ${pinyin}`, sql`${columns.initials} = ${initials}`);
  const prefix = byNameOnly
    ? prefixName
    : or(prefixName, like(columns.pinyin, startsWith(pinyin)), like(columns.initials, startsWith(initials)));
  return sql<number>`(case when ${exact} then 0 when ${prefix} then 1 else 2 end)`.mapWith(Number);
}
