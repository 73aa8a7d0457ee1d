import { pinyin } from 'pinyin-pro';

export interface SearchKeys {
  /** Full pinyin without tones or spaces: 感冒灵颗粒 → ganmaolingkeli. */
  pinyin: string;
  /** First letters: 感冒灵颗粒 → gmlkl. ASCII letters and digits are kept, lower-case. */
  initials: string;
}

const cache = new Map<string, SearchKeys>();

// Punctuation and full-width brackets carry nothing a buyer types.
const clean = (parts: string[]) =>
  parts
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Computed at write time so pg_trgm can match what buyers type in the search box. */
export function searchKeys(text: string): SearchKeys {
  let keys = cache.get(text);
  if (!keys) {
    keys = {
      pinyin: clean(pinyin(text, { toneType: 'none', type: 'array', v: true })),
      initials: clean(pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' })),
    };
    cache.set(text, keys);
  }
  return keys;
}
