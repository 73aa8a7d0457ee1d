import { Pagination } from 'antd';
import { PAGE_SIZES, type ListQuery } from '../lib/list-query';

/** The pager under a goods list (with its size changer, which brings antd's Select along). */
export function GoodsListPager({
  query,
  total,
  setQuery,
}: {
  query: ListQuery;
  total: number;
  setQuery: (patch: Partial<ListQuery>) => void;
}) {
  return (
    <Pagination
      current={query.page}
      pageSize={query.page_size}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.map(String)}
      showQuickJumper
      showTotal={(n) => `共 ${n} 件商品`}
      onChange={(page, pageSize) =>
        setQuery(pageSize !== query.page_size ? { page_size: pageSize, page: 1 } : { page })
      }
    />
  );
}
