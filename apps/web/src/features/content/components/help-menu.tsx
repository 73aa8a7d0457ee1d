import { FileTextOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { HelpCategory } from '../api/types';
import { helpArticlePath, PAY_CATEGORY_SLUG } from '../lib/help-links';

interface HelpMenuProps {
  categories: HelpCategory[] | undefined;
  /** The article shown on the right. */
  activeId?: number;
  /** The 支付配送 overview (/help/pay) is shown. */
  payActive?: boolean;
}

/** The help centre's left menu: one group per help category, its articles below. */
export function HelpMenu({ categories, activeId, payActive }: HelpMenuProps) {
  return (
    <nav className="side-menu" aria-label="帮助中心" data-testid="help-menu">
      <Link to={paths.help} className="side-menu__home">
        帮助中心
      </Link>
      {!categories ? (
        <Skeleton active paragraph={{ rows: 8 }} className="side-menu__loading" />
      ) : (
        categories.map((category) => (
          <div className="side-menu__group" key={category.id}>
            <h3>
              <FileTextOutlined />
              {category.slug === PAY_CATEGORY_SLUG ? (
                <Link to={paths.helpPay} className={payActive ? 'is-active' : undefined}>
                  {category.name}
                </Link>
              ) : (
                category.name
              )}
            </h3>
            {category.children.map((article) => (
              <Link
                key={article.id}
                to={helpArticlePath(category.slug, article)}
                className={article.id === activeId ? 'side-menu__item is-active' : 'side-menu__item'}
                aria-current={article.id === activeId ? 'page' : undefined}
              >
                {article.title}
              </Link>
            ))}
          </div>
        ))
      )}
    </nav>
  );
}
