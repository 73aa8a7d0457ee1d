import type { MouseEvent } from 'react';
import { SEARCH_TYPE, type SearchType } from '@yaocai/domain';
import type { HotWord } from '../../../features/content/api/types';
import type { Suggestion } from '../../../features/catalog/api/types';
import { HighlightText } from './highlight-text';

export const NO_GOODS_TEXT = '暂无相关商品';
export const NO_MAKER_TEXT = '暂无相关厂家';
export const SEARCHING_TEXT = '搜索中…';

export interface SuggestionPanelProps {
  type: SearchType;
  loading: boolean;
  items: Suggestion[];
  highlighted: number;
  hotWords: HotWord[];
  onPick: (keyword: string) => void;
  onPickHot: (keyword: string) => void;
  onHover: (index: number) => void;
  testIdPrefix?: string;
  listId: string;
}

const isManufacturer = (s: Suggestion): s is Suggestion & { short_name: string } => 'short_name' in s;

/** The panel under the search box: searching, no data (with hot searches) or the suggestions. */
export function SuggestionPanel({
  type,
  loading,
  items,
  highlighted,
  hotWords,
  onPick,
  onPickHot,
  onHover,
  testIdPrefix = '',
  listId,
}: SuggestionPanelProps) {
  // Clicks must not blur the input first (blur closes the panel).
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  let body;
  if (items.length === 0 && loading) {
    body = <div className="search-panel__state">{SEARCHING_TEXT}</div>;
  } else if (items.length === 0) {
    body = (
      <>
        <div className="search-panel__state">
          {type === SEARCH_TYPE.MANUFACTURER ? NO_MAKER_TEXT : NO_GOODS_TEXT}
        </div>
        {hotWords.length > 0 && (
          <div className="search-panel__hot">
            <span className="search-panel__hot-title">热门搜索</span>
            {hotWords.slice(0, 10).map((word) => (
              <button
                key={word.id}
                type="button"
                onMouseDown={keepFocus}
                onClick={() => onPickHot(word.name)}
              >
                {word.name}
              </button>
            ))}
          </div>
        )}
      </>
    );
  } else {
    body = (
      <ul id={listId} role="listbox" className="search-panel__list" aria-label="搜索建议">
        {items.map((item, index) => (
          <li
            key={`${item.id}-${item.name}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlighted}
            className={index === highlighted ? 'search-panel__item is-active' : 'search-panel__item'}
            data-testid={`${testIdPrefix}search-suggestion`}
            onMouseDown={keepFocus}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(item.name)}
          >
            <HighlightText segments={item.highlight} fallback={item.name} />
            <span className="search-panel__extra">
              {isManufacturer(item)
                ? `${item.count}个商品`
                : item.count > 1
                  ? `${item.count}个规格/厂家`
                  : item.sccj}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="search-panel" data-testid={`${testIdPrefix}search-suggestions`} aria-busy={loading}>
      {body}
    </div>
  );
}
