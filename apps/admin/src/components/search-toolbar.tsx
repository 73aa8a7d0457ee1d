import { Button, Input } from 'antd';
import { useListParams } from './list-kit/use-list-query';

/**
 * The bar above a console list: one search box for the list's `keyword` (kept in the address, so
 * the box is keyed by it; a search goes back to page 1) and 刷新 for the list's query.
 */
export function SearchToolbar({
  placeholder,
  testId,
  query,
}: {
  placeholder: string;
  testId: string;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  const { keyword, filter } = useListParams();
  return (
    <div className="table-toolbar">
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        enterButton="查询"
        placeholder={placeholder}
        style={{ maxWidth: 420 }}
        onSearch={(value) => filter({ keyword: value.trim() })}
        data-testid={testId}
      />
      <Button onClick={() => void query.refetch()} loading={query.isFetching}>
        刷新
      </Button>
    </div>
  );
}
