import { ReadOutlined } from '@ant-design/icons';
import { NEWS_TYPES, type NewsType } from '@yaocai/contract';
import { Link } from 'react-router';
import { NEWS_PATHS } from '../lib/help-links';
import { PostListAds } from './post-list-ads';

const TYPES = Object.keys(NEWS_TYPES) as NewsType[];

/** The news pages' left menu: 行业资讯 and 公司新闻. */
export function NewsMenu({ active }: { active: NewsType | null }) {
  return (
    <nav className="side-menu" aria-label="资讯中心" data-testid="news-menu">
      <Link to={NEWS_PATHS.hy} className="side-menu__home">
        资讯中心
      </Link>
      <div className="side-menu__group">
        <h3>
          <ReadOutlined />
          新闻资讯
        </h3>
        {TYPES.map((type) => (
          <Link
            key={type}
            to={NEWS_PATHS[type]}
            className={type === active ? 'side-menu__item is-active' : 'side-menu__item'}
            aria-current={type === active ? 'page' : undefined}
          >
            {NEWS_TYPES[type]}
          </Link>
        ))}
      </div>
      <PostListAds />
    </nav>
  );
}
