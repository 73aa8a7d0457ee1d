import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;
const FULL_WIDTH_ALNUM = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g;
// eslint-disable-next-line no-control-regex
const SPACES_AND_CONTROLS = /[\s\u0000-\u001f\u007f\u200b-\u200d\ufeff]+/g;

export const isHan = (char: string) => HAN.test(char);

// The stored pinyin forms (db/seed/pinyin.ts) keep only a-z and 0-9: punctuation is never typed.
const searchable = (part: string) => part.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * One syllable per character of `text` as stored in the pinyin columns: 感冒灵 → gan, mao, ling; a
 * Latin letter or digit stands for itself; punctuation becomes ''. ü is written v.
 */
export function syllables(text: string): string[] {
  const chars = Array.from(text);
  if (!chars.some(isHan)) return chars.map(searchable);
  const out = pinyin(text, { toneType: 'none', type: 'array', v: true });
  // pinyin-pro answers one item per character in this mode; fall back per character if it ever does not.
  if (out.length !== chars.length)
    return chars.map((c) => searchable(isHan(c) ? pinyin(c, { toneType: 'none', v: true }) : c));
  return out.map(searchable);
}

export const fullPinyin = (text: string) => syllables(text).join('');
export const initialsOf = (text: string) =>
  syllables(text)
    .map((s) => s.charAt(0))
    .join('');

/** Lower case, half-width letters and digits, no spaces or control characters. */
export function normaliseKeyword(raw: string): string {
  return raw
    .replace(FULL_WIDTH_ALNUM, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(SPACES_AND_CONTROLS, '')
    .toLowerCase();
}

/**
 * How a keyword is matched. latin: typed pinyin, initials or a Latin part of a name (`gmlkl`, `ganmao`,
 * `vc`); han: Chinese only (`感冒`); mixed: both (`感冒l`), matched through the pinyin and initials forms
 * while its Chinese runs must appear in the name as typed.
 */
export interface KeywordPlan {
  text: string;
  kind: 'latin' | 'han' | 'mixed';
  pinyin: string;
  initials: string;
  hanRuns: string[];
}

export function planKeyword(raw: string | undefined | null): KeywordPlan | null {
  const text = normaliseKeyword(raw ?? '');
  if (!text) return null;
  const hanRuns = text.match(HAN_RUNS) ?? [];
  if (hanRuns.length === 0) {
    const letters = searchable(text);
    return { text, kind: 'latin', pinyin: letters, initials: letters, hanRuns };
  }
  const kind = hanRuns.join('') === text ? 'han' : 'mixed';
  return { text, kind, pinyin: fullPinyin(text), initials: initialsOf(text), hanRuns };
}
