import { useSearchParams } from 'react-router';

type Changes = Record<string, string | number | null | undefined>;

/**
 * A list page keeps its filters and page in the URL (so the dashboard can link to a filtered list and
 * Back returns to it). `update` sets the given keys and drops the empty ones.
 */
export function useSearchUpdate(): [URLSearchParams, (changes: Changes) => void] {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Changes) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  };
  return [search, update];
}
