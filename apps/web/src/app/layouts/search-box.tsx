import { useEffect, useId, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_TYPE, type SearchType } from '@yaocai/domain';
import { useCommon } from '../../features/content/api/common';
import { paths } from '../paths';
import { enterKeyword, isPanelKey } from './search/key-nav';
import { SuggestionPanel } from './search/suggestion-panel';
import { useSuggestions, type SuggestionFetcher } from './search/use-suggestions';

export const SEARCH_PLACEHOLDER = '请输入药品名称或拼音首字母（如 gmlkl）';
export const MAKER_PLACEHOLDER = '请输入生产厂家名称或拼音首字母（如 trt）';
/** Spec §3: the last keyword is kept in session storage. */
export const SEARCH_KEYWORD_KEY = 'search_keywords';

const TYPES: { value: SearchType; label: string }[] = [
  { value: SEARCH_TYPE.DRUG, label: '药品' },
  { value: SEARCH_TYPE.MANUFACTURER, label: '厂家' },
];

function readStoredKeyword(): string {
  try {
    return window.sessionStorage.getItem(SEARCH_KEYWORD_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeKeyword(keyword: string): void {
  try {
    window.sessionStorage.setItem(SEARCH_KEYWORD_KEY, keyword);
  } catch {
    // Private mode without storage: the keyword is simply not kept.
  }
}

const onSearchPath = (pathname: string) => pathname === paths.search || pathname === paths.searchTable;

export interface SearchBoxProps {
  /** The sticky bar's one-line variant (its test ids start with "sticky-"). */
  compact?: boolean;
  /** Tests inject the suggestion call. */
  fetcher?: SuggestionFetcher;
}

/** The header search of spec §4 and §5: drug/manufacturer switch, suggestions, hot searches. */
export function SearchBox({ compact, fetcher }: SearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const onSearchPage = onSearchPath(location.pathname);
  const urlKeyword = onSearchPage ? (params.get('keywords') ?? '') : null;
  const urlType: SearchType = params.get('type') === '1' ? SEARCH_TYPE.MANUFACTURER : SEARCH_TYPE.DRUG;
  const { state, input, setType, close, replaceKeyword, move, highlight } = useSuggestions({
    initialKeyword: urlKeyword ?? readStoredKeyword(),
    initialType: onSearchPage ? urlType : SEARCH_TYPE.DRUG,
    fetcher,
  });
  const { data: common } = useCommon();
  const hotWords = common?.rnss ?? [];
  const listId = useId();
  const prefix = compact ? 'sticky-' : '';

  // The search page's URL is the truth: following a hot word or Back shows its keyword.
  useEffect(() => {
    if (urlKeyword !== null) replaceKeyword(urlKeyword, urlType);
  }, [urlKeyword, urlType, replaceKeyword]);

  const search = (keyword: string, type: SearchType = state.type) => {
    const word = keyword.trim();
    storeKeyword(word);
    close();
    replaceKeyword(word, type);
    const target = paths.searchWith(word, type);
    // Searching from the table view of the results stays in the table view.
    navigate(
      location.pathname === paths.searchTable ? target.replace(paths.search, paths.searchTable) : target,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(enterKeyword(state.keyword, state.open ? state.items : [], state.open ? state.highlighted : -1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm a Chinese input method's candidate belong to the input method.
    if (event.nativeEvent.isComposing || !isPanelKey(event.key)) return;
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!state.open) return;
      event.preventDefault();
      move(event.key);
    }
    // Enter submits the form.
  };

  const typeSwitch = (
    <div
      className="search-box__types"
      role="radiogroup"
      aria-label="搜索类型"
      data-testid={`${prefix}search-type-switch`}
    >
      {TYPES.map((t) => (
        <button
          key={t.value}
          type="button"
          role="radio"
          aria-checked={state.type === t.value}
          className={state.type === t.value ? 'is-active' : undefined}
          onClick={() => setType(t.value)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );

  const activeId = state.open && state.highlighted >= 0 ? `${listId}-${state.highlighted}` : undefined;

  return (
    <form
      className={compact ? 'search-box search-box--compact' : 'search-box'}
      role="search"
      onSubmit={submit}
    >
      {!compact && typeSwitch}
      <div className="search-box__field">
        <div className="search-box__bar">
          {compact && typeSwitch}
          <input
            className="search-box__input"
            value={state.keyword}
            onChange={(e) => input(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            placeholder={state.type === SEARCH_TYPE.MANUFACTURER ? MAKER_PLACEHOLDER : SEARCH_PLACEHOLDER}
            aria-label="搜索关键词"
            autoComplete="off"
            maxLength={50}
            role="combobox"
            aria-expanded={state.open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            data-testid={`${prefix}search-input`}
          />
          <button type="submit" className="search-box__submit">
            <SearchOutlined /> 搜索
          </button>
        </div>
        {state.open && (
          <SuggestionPanel
            type={state.type}
            loading={state.loading}
            items={state.items}
            highlighted={state.highlighted}
            hotWords={hotWords}
            onPick={(name) => search(name)}
            onPickHot={(name) => search(name, SEARCH_TYPE.DRUG)}
            onHover={highlight}
            testIdPrefix={prefix}
            listId={listId}
          />
        )}
      </div>
      {/* The row keeps its height while the words load, so the header does not shift. */}
      {!compact && (
        <div className="search-box__hot" data-testid={hotWords.length > 0 ? 'search-hot' : undefined}>
          {hotWords.length > 0 && <span>热门搜索：</span>}
          {hotWords.slice(0, 10).map((word, i) => (
            <Link
              key={word.id}
              to={paths.searchWith(word.name, SEARCH_TYPE.DRUG)}
              className={i < 2 ? 'is-hot' : undefined}
              onClick={() => storeKeyword(word.name)}
            >
              {word.name}
            </Link>
          ))}
        </div>
      )}
    </form>
  );
}
