import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumb, Result } from 'antd';
import { SEARCH_TYPE } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { useCategoryTree } from '../api/category-tree';
import { useGoodsList } from '../api/goods-list';
import type { GoodsListParams } from '../api/types';
import { GoodsListBody } from '../components/goods-list-body';
import { categoryTrail } from '../lib/category';
import { toApiParams } from '../lib/list-query';
import { useListQuery } from '../lib/use-list-query';
import type { ListView } from '../lib/zones';

const PRESET_TITLES: Record<string, string> = { youx: '优选好药', new: '新品上架', hot: '热销榜单' };

/** Which list a path is: the drug list (three views), the search results (two) or a preset list. */
function useListKind() {
  const { pathname } = useLocation();
  const { id, name } = useParams();
  if (pathname === paths.searchTable) return { kind: 'search' as const, view: 'table' as ListView };
  if (pathname === paths.search) return { kind: 'search' as const, view: 'grid' as ListView };
  if (id !== undefined)
    return { kind: 'other' as const, view: 'grid' as ListView, presetId: id, presetName: name };
  if (pathname === paths.listTable) return { kind: 'list' as const, view: 'table' as ListView };
  if (pathname === paths.listNoImage) return { kind: 'list' as const, view: 'compact' as ListView };
  return { kind: 'list' as const, view: 'grid' as ListView };
}

/**
 * 药品列表 and 搜索结果 (spec §2): /list, /list/table, /list/no_image, /search, /search/table and
 * /list/other/{id}/{name?}. One query in the URL; the views switch without losing it.
 */
export function GoodsListPage() {
  const listKind = useListKind();
  const { pathname } = useLocation();
  const { query, setQuery, hrefFor } = useListQuery();
  const presetId =
    listKind.kind === 'other' && /^\d{1,9}$/.test(listKind.presetId ?? '')
      ? Number(listKind.presetId)
      : undefined;
  const { data: tree = [] } = useCategoryTree();
  const fixed: Partial<GoodsListParams> =
    presetId !== undefined && query.category_id === undefined ? { category_id: presetId } : {};
  const { data, isLoading, isFetching, isError } = useGoodsList(toApiParams(query, fixed));
  const isSearch = listKind.kind === 'search';
  const byMaker = isSearch && query.type === SEARCH_TYPE.MANUFACTURER;
  const view: ListView =
    listKind.kind === 'other'
      ? query.view === 'table'
        ? 'table'
        : query.view === 'compact'
          ? 'compact'
          : 'grid'
      : listKind.view;

  const viewLinks: Partial<Record<ListView, string>> =
    listKind.kind === 'search'
      ? { grid: hrefFor(paths.search), table: hrefFor(paths.searchTable) }
      : listKind.kind === 'list'
        ? { grid: hrefFor(paths.list), table: hrefFor(paths.listTable), compact: hrefFor(paths.listNoImage) }
        : {
            grid: hrefFor(pathname, { view: undefined }),
            table: hrefFor(pathname, { view: 'table' }),
            compact: hrefFor(pathname, { view: 'compact' }),
          };

  const categoryId =
    query.category_id ?? (query.select && /^\d+$/.test(query.select) ? Number(query.select) : presetId);
  const trail = categoryTrail(tree, categoryId);
  const title = isSearch
    ? query.keywords
      ? `${byMaker ? '厂家' : ''}“${query.keywords}”的搜索结果`
      : '全部商品'
    : listKind.kind === 'other'
      ? listKind.presetName || trail[trail.length - 1]?.name || '药品列表'
      : (query.select && PRESET_TITLES[query.select]) || trail[trail.length - 1]?.name || '全部商品';

  return (
    <div className="container catalog-page" data-testid="goods-list-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          ...(isSearch
            ? [{ title: '搜索结果' }]
            : trail.map((c) => ({ title: <Link to={paths.listWith({ select: c.id })}>{c.name}</Link> }))),
          ...(isSearch && query.keywords ? [{ title: query.keywords }] : []),
        ]}
      />
      <h1 className="catalog-page__title">
        {title}
        {data && <small>共 {data.total} 件</small>}
      </h1>
      {isError && !data ? (
        <Result status="warning" title="商品列表加载失败" subTitle="请稍后刷新页面重试" />
      ) : (
        <GoodsListBody
          query={fixed.category_id === undefined ? query : { ...query, category_id: fixed.category_id }}
          setQuery={setQuery}
          data={data}
          loading={isLoading}
          fetching={isFetching}
          view={view}
          viewLinks={viewLinks}
          filters={{
            category: true,
            categoryKind: query.qx === 2 ? 'device' : query.zy === 2 ? 'herbal' : undefined,
            manufacturer: !byMaker,
          }}
          empty={
            <Result
              status="info"
              title={isSearch ? `没有找到与“${query.keywords ?? ''}”相关的商品` : '暂无符合条件的商品'}
              subTitle={
                isSearch ? '换个关键词试试，支持拼音首字母（如 gmlkl 找感冒灵颗粒）' : '试试减少筛选条件'
              }
            />
          }
        />
      )}
    </div>
  );
}

export default GoodsListPage;
