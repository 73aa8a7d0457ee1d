/**
 * Article bodies are stored as the operator typed them: `<p>…</p>` paragraphs with a little inline
 * markup, or plain lines. The storefront gets plain paragraphs only, so nothing from the database is
 * ever rendered as HTML.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  middot: '·',
  hellip: '…',
  mdash: '—',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
};

// A single pass, so "&amp;lt;" becomes "&lt;" and not "<".
function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|tr)\s*>|<br\s*\/?>|\r?\n/gi;
const DROPPED_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** The body as plain paragraphs: tags stripped, entities decoded, blank ones dropped. */
export function articleParagraphs(content: string): string[] {
  return content
    .replace(DROPPED_ELEMENTS, '')
    .split(BLOCK_END)
    .map((part) =>
      decodeEntities(part.replace(/<\/?[a-z!][^>]*>/gi, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((p) => p.length > 0);
}

const CJK_STOP = /[\u3000-\u303f\uff01-\uff1f\u201d]$/;

/** The start of the text for a list: at most `max` characters, with an ellipsis when cut. */
export function articleSummary(content: string, max: number): string {
  // After a full-width stop (。！？) the next paragraph follows directly, as Chinese text does.
  const text = articleParagraphs(content).reduce(
    (acc, p) => (acc === '' ? p : CJK_STOP.test(acc) ? acc + p : `${acc} ${p}`),
    '',
  );
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
