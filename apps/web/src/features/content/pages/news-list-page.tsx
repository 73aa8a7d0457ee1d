import { NEWS_TYPES, type NewsType } from '@yaocai/contract';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useArticleList } from '../api/articles';
import { SideFrame } from '../components/help-frame';
import { NewsMenu } from '../components/news-menu';

const pageOf = (raw: string | null) => (raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1);
const searchOf = (page: number) => (page > 1 ? `?page=${page}` : '');

/** 行业资讯 (/news/hy) and 公司新闻 (/news/company): ten a page, newest first; the page is in ?page=. */
export function NewsListPage() {
  const { pathname } = useLocation();
  const type: NewsType = pathname.toLowerCase().startsWith(paths.companyNews) ? 'company' : 'hy';
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, isLoading, isError, isFetching, isPlaceholderData, refetch } = useArticleList(type, page);
  const current = data && !isPlaceholderData ? data : undefined;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  // An old link past the last page shows the last page instead.
  if (current && current.list.length === 0 && page > lastPage) {
    return <Navigate replace to={{ search: searchOf(lastPage) }} />;
  }

  const go = (next: number) => {
    setParams(searchOf(next));
    window.scrollTo({ top: 0 });
  };

  return (
    <SideFrame
      crumbs={[{ title: NEWS_TYPES[type] }]}
      menu={<NewsMenu active={type} />}
      testId="news-list-page"
    >
      <div className="news-head">
        <h1>{NEWS_TYPES[type]}</h1>
        {data && <span>共 {data.total} 篇</span>}
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : isError || !data ? (
        <Result
          status="warning"
          title="资讯加载失败"
          extra={<Button onClick={() => void refetch()}>重新加载</Button>}
        />
      ) : data.list.length === 0 ? (
        <Empty description="暂无资讯" />
      ) : (
        <ul
          className={isFetching && isPlaceholderData ? 'news-list is-fetching' : 'news-list'}
          data-testid="news-list"
        >
          {data.list.map((item) => (
            <li key={item.id} className="news-item">
              <time className="news-item__date" dateTime={item.published_at}>
                <b>{item.published_at.slice(8, 10)}</b>
                <small>{item.published_at.slice(0, 7)}</small>
              </time>
              <div className="news-item__text">
                <h2>
                  <Link to={paths.newsInfo(item.id, type)} data-testid="news-item-title">
                    {item.title}
                  </Link>
                </h2>
                <p>{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.page_size && (
        <Pagination
          className="news-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 篇`}
          onChange={go}
        />
      )}
    </SideFrame>
  );
}

export default NewsListPage;
