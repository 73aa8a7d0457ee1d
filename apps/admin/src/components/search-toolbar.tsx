import { Button, Input } from 'antd';

/**
 * The bar above a console list: one search box (the keyword lives in the address, so the box is
 * keyed by it) and 刷新.
 */
export function SearchToolbar({
  keyword,
  placeholder,
  testId,
  onSearch,
  onRefresh,
  refreshing,
}: {
  keyword: string | undefined;
  placeholder: string;
  testId: string;
  onSearch: (keyword: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="table-toolbar">
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        enterButton="查询"
        placeholder={placeholder}
        style={{ maxWidth: 420 }}
        onSearch={(value) => onSearch(value.trim())}
        data-testid={testId}
      />
      <Button onClick={onRefresh} loading={refreshing}>
        刷新
      </Button>
    </div>
  );
}
