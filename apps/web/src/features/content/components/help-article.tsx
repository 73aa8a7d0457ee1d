import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useArticle } from '../api/articles';
import { ArticleBody } from './article-body';
import { SiteContact } from './site-contact';
import { SiteLicences } from './site-licences';

/** What some help pages show beside their article: the site's live data rather than typed text. */
const EXTRAS: Record<string, () => ReactNode> = {
  wzzz: () => <SiteLicences />,
  link: () => <SiteContact />,
  tsjy: () => (
    <section className="help-extra help-extra--actions">
      <Link to={paths.feedback}>
        <Button type="primary">在线提交意见反馈</Button>
      </Link>
    </section>
  ),
};

export function ArticleMissing({
  error,
  backTo,
  backText,
}: {
  error: unknown;
  backTo: string;
  backText: string;
}) {
  const missing = !error || (error instanceof ApiError && error.status >= 400 && error.status < 500);
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? '文章不存在或已删除' : '文章加载失败'}
      subTitle={missing ? '您访问的文章可能已下线，请返回查看其他内容。' : '请稍后刷新页面重试'}
      extra={
        <Link to={backTo}>
          <Button type="primary">{backText}</Button>
        </Link>
      }
      data-testid="article-missing"
    />
  );
}

/** One help article (title and text) with the live data its page needs. */
export function HelpArticle({ id, slug }: { id: number | undefined; slug?: string }) {
  const { data: article, isLoading, error } = useArticle(id);
  if (id === undefined && !isLoading) {
    return <ArticleMissing error={null} backTo={paths.help} backText="返回帮助中心" />;
  }
  if (isLoading || (!article && !error)) return <Skeleton active title paragraph={{ rows: 8 }} />;
  if (!article) return <ArticleMissing error={error} backTo={paths.help} backText="返回帮助中心" />;
  const extra = EXTRAS[slug ?? ''];
  return (
    <article className="help-article" data-testid="help-article" data-article-id={article.id}>
      <header className="help-article__head">
        <h1>{article.title}</h1>
        <span>{article.category.name}</span>
      </header>
      <ArticleBody paragraphs={article.paragraphs} testId="help-article-body" />
      {extra?.()}
    </article>
  );
}
