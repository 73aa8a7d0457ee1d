import { goodsSearch } from '@yaocai/contract';
import type { SearchType } from '@yaocai/domain';
import { call } from '../../../lib/http';
import type { Suggestion } from './types';

/**
 * The search box's suggestions (spec §7). Silent (spec §8: failures are ignored); the box keeps
 * its own 5-second cache (spec §5), so this is a plain fetcher rather than a query.
 */
export async function fetchSuggestions(keywords: string, type: SearchType): Promise<Suggestion[]> {
  const data = await call(goodsSearch, { keywords, type }, { silent: true });
  return Array.isArray(data) ? data : [];
}
