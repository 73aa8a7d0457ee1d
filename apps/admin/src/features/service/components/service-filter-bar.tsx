import { Radio } from 'antd';
import { SearchToolbar } from '../../../components/search-toolbar';

/**
 * The filter bar of a 求购与反馈 list: a state filter (全部 first, a count beside a state that has
 * some) and the keyword search; both are kept in the URL and go back to page 1.
 */
export function ServiceFilterBar({
  param,
  value,
  states,
  keyword,
  placeholder,
  update,
  onRefresh,
  refreshing,
  testIds,
}: {
  /** The URL parameter of the state filter. */
  param: string;
  value: string | undefined;
  states: readonly { value: string; label: string; count?: number }[];
  keyword: string;
  placeholder: string;
  update: (changes: Record<string, string | number | undefined>) => void;
  onRefresh: () => void;
  refreshing: boolean;
  testIds: { filter: string; search: string };
}) {
  return (
    <>
      <Radio.Group
        value={value ?? 'all'}
        optionType="button"
        onChange={(e) =>
          update({ [param]: e.target.value === 'all' ? undefined : String(e.target.value), page: undefined })
        }
        options={[
          { value: 'all', label: '全部' },
          ...states.map((s) => ({ value: s.value, label: s.count ? `${s.label}（${s.count}）` : s.label })),
        ]}
        style={{ marginBottom: 16 }}
        data-testid={testIds.filter}
      />
      <SearchToolbar
        keyword={keyword}
        placeholder={placeholder}
        testId={testIds.search}
        onSearch={(text: string) => update({ keyword: text, page: undefined })}
        onRefresh={onRefresh}
        refreshing={refreshing}
      />
    </>
  );
}
