/** Keyboard of the suggestion panel (spec §5): up, down, enter, escape. */
export type PanelKey = 'ArrowUp' | 'ArrowDown' | 'Enter' | 'Escape';

export const isPanelKey = (key: string): key is PanelKey =>
  key === 'ArrowUp' || key === 'ArrowDown' || key === 'Enter' || key === 'Escape';

/**
 * Moves the highlight through `count` suggestions; -1 means none (the typed text). Down from the
 * last and up from none wrap around, through "none", as in the big storefronts' search boxes.
 */
export function moveHighlight(current: number, count: number, key: 'ArrowUp' | 'ArrowDown'): number {
  if (count <= 0) return -1;
  const from = current >= 0 && current < count ? current : -1;
  if (key === 'ArrowDown') return from + 1 >= count ? -1 : from + 1;
  return from === -1 ? count - 1 : from - 1;
}

/** What Enter searches: the highlighted suggestion's text, else what was typed. */
export function enterKeyword(
  typed: string,
  suggestions: readonly { name: string }[],
  highlighted: number,
): string {
  const picked = highlighted >= 0 ? suggestions[highlighted] : undefined;
  return (picked?.name ?? typed).trim();
}
