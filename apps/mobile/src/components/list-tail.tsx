import { Link } from 'react-router';
import { Empty, InfiniteScroll } from 'antd-mobile';

/** The end of an endless list: the next page as it scrolls into view, or, with nothing at all, why and where to go. */
export function ListTail({
  list,
  count,
  empty,
  link,
}: {
  list: { isSuccess: boolean; hasNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  count: number;
  empty: string;
  link?: { to: string; text: string };
}) {
  return (
    <>
      {list.isSuccess && count === 0 ? (
        <>
          <Empty description={empty} />
          {link ? (
            <div className="footer-links">
              <Link to={link.to}>{link.text}</Link>
            </div>
          ) : null}
        </>
      ) : null}
      {list.hasNextPage ? (
        <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore />
      ) : null}
    </>
  );
}
