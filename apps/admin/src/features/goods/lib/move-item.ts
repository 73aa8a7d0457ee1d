/** A copy of `list` with the item at `index` moved one place by `step` (-1 earlier, 1 later); out of range, unchanged. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
