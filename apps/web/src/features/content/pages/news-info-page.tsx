import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import type { ArticleDetail } from '@yaocai/contract';
import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useArticle } from '../api/articles';
import { ArticleBody } from '../components/article-body';
import { ArticleMissing } from '../components/help-article';
import { SideFrame } from '../components/help-frame';
import { NewsMenu } from '../components/news-menu';
import { HELP_ARTICLE_TYPE, NEWS_PATHS, newsTypeOf } from '../lib/help-links';
import { HelpPage } from './help-page';

function Neighbours({ article, type }: { article: ArticleDetail; type: string }) {
  const entry = (label: string, n: ArticleDetail['prev'], testId: string) => (
    <p data-testid={testId}>
      <span>{label}：</span>
      {n ? <Link to={paths.newsInfo(n.id, type)}>{n.title}</Link> : <em>没有了</em>}
    </p>
  );
  return (
    <nav className="news-neighbours" aria-label="上一篇和下一篇">
      {entry('上一篇', article.prev, 'news-prev')}
      {entry('下一篇', article.next, 'news-next')}
    </nav>
  );
}

/** 资讯详情 (/news/info/{id}/{type}): a news article; type `help` shows a help article in the help centre. */
export function NewsInfoPage() {
  const { id: rawId = '', type: rawType } = useParams();
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : 0;
  if (rawType?.toLowerCase() === HELP_ARTICLE_TYPE) return <HelpPage articleId={id} />;
  return <NewsArticle id={id} type={rawType} />;
}

function NewsArticle({ id, type }: { id: number; type: string | undefined }) {
  const { data: article, isLoading, error } = useArticle(id);
  const newsType = newsTypeOf(article?.category.slug) ?? newsTypeOf(type) ?? 'hy';
  const listPath = NEWS_PATHS[newsType];
  const crumbs = [{ title: article?.category.name ?? '资讯中心', to: listPath }, { title: '正文' }];

  let content;
  if (id > 0 && (isLoading || (!article && !error)))
    content = <Skeleton active title paragraph={{ rows: 12 }} />;
  else if (!article) content = <ArticleMissing error={error} backTo={listPath} backText="返回资讯列表" />;
  else
    content = (
      <article className="news-article" data-testid="news-article" data-article-id={article.id}>
        <header className="news-article__head">
          <h1>{article.title}</h1>
          <p>
            <span>{article.category.name}</span>
            <span>
              <CalendarOutlined /> 发布时间：
              <time dateTime={article.published_at}>{article.published_at}</time>
            </span>
          </p>
        </header>
        <ArticleBody paragraphs={article.paragraphs} testId="news-article-body" />
        <footer className="news-article__foot">
          <Neighbours article={article} type={newsType} />
          <Link to={listPath} className="news-article__back" data-testid="news-back">
            <ArrowLeftOutlined /> 返回{article.category.name}
          </Link>
        </footer>
      </article>
    );

  return (
    <SideFrame crumbs={crumbs} menu={<NewsMenu active={newsType} />} testId="news-info-page">
      {content}
    </SideFrame>
  );
}

export default NewsInfoPage;
