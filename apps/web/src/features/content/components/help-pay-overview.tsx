import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useArticles } from '../api/articles';
import type { HelpCategory } from '../api/types';
import { helpArticlePath } from '../lib/help-links';
import { ArticleBody } from './article-body';

/** /help/pay: every article of 支付配送 on one page, each linking to its own. */
export function HelpPayOverview({ category }: { category: HelpCategory }) {
  const results = useArticles(category.children.map((a) => a.id));
  return (
    <article className="help-article" data-testid="help-pay">
      <header className="help-article__head">
        <h1>{category.name}</h1>
        <span>支付方式 · 配送说明 · 退换货</span>
      </header>
      {category.children.map((entry, i) => {
        const article = results[i]?.data;
        return (
          <section key={entry.id} className="help-section">
            <h2>
              <Link to={helpArticlePath(category.slug, entry)}>{entry.title}</Link>
            </h2>
            {article ? (
              <ArticleBody paragraphs={article.paragraphs} />
            ) : results[i]?.isError ? (
              <p className="help-section__failed">内容暂时无法加载，请稍后再试。</p>
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            )}
          </section>
        );
      })}
    </article>
  );
}
