import { Button, Result, Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { useHelpCategories } from '../api/help-categories';
import type { HelpCategory } from '../api/types';
import { HelpArticle } from '../components/help-article';
import { SideFrame } from '../components/help-frame';
import { HelpLanding } from '../components/help-landing';
import { HelpMenu } from '../components/help-menu';
import { HelpPayOverview } from '../components/help-pay-overview';
import { helpSlugsOf, PAY_CATEGORY_SLUG } from '../lib/help-links';

/** A category's crumb leads to its overview: /help/pay for 支付配送, the help centre for the others. */
const categoryPath = (category: HelpCategory) =>
  category.slug === PAY_CATEGORY_SLUG ? paths.helpPay : paths.help;

type Located =
  | { kind: 'landing' }
  | { kind: 'pay'; category: HelpCategory | undefined }
  | { kind: 'article'; category: HelpCategory | undefined; id: number | undefined; slug?: string };

/** Which help content a path (or an article id) stands for, found in the menu's categories. */
function locate(pathname: string, categories: HelpCategory[], articleId?: number): Located {
  if (articleId !== undefined) {
    const category = categories.find((c) => c.children.some((a) => a.id === articleId));
    const slug = category?.children.find((a) => a.id === articleId)?.slug;
    return { kind: 'article', category, id: articleId, slug };
  }
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.helpPay) {
    return { kind: 'pay', category: categories.find((c) => c.slug === PAY_CATEGORY_SLUG) };
  }
  const slugs = helpSlugsOf(path);
  if (!slugs) return { kind: 'landing' };
  const category = categories.find((c) => c.slug === slugs.category);
  const article = category?.children.find((a) => a.slug === slugs.article);
  return { kind: 'article', category, id: article?.id, slug: slugs.article };
}

/**
 * 帮助中心: /help (all categories), /help/pay (支付配送 on one page), /help/{category}/{article}
 * (spec §2), and help articles without a page of their own at /news/info/{id}/help.
 */
export function HelpPage({ articleId }: { articleId?: number }) {
  const { pathname } = useLocation();
  const { data: categories, isLoading, refetch } = useHelpCategories();
  const here = categories ? locate(pathname, categories, articleId) : null;
  const activeId = here?.kind === 'article' ? here.id : undefined;
  const category = here && here.kind !== 'landing' ? here.category : undefined;
  const articleTitle = category?.children.find((a) => a.id === activeId)?.title;
  const crumbs = [
    { title: '帮助中心', to: paths.help },
    ...(category
      ? [{ title: category.name, to: here?.kind === 'pay' ? undefined : categoryPath(category) }]
      : []),
    ...(articleTitle ? [{ title: articleTitle }] : []),
  ];

  let content;
  if (isLoading) content = <Skeleton active title paragraph={{ rows: 10 }} />;
  else if (!categories || !here)
    content = (
      <Result
        status="warning"
        title="帮助内容加载失败"
        extra={<Button onClick={() => void refetch()}>重新加载</Button>}
      />
    );
  else if (here.kind === 'landing') content = <HelpLanding categories={categories} />;
  else if (here.kind === 'pay')
    content = here.category ? <HelpPayOverview category={here.category} /> : <HelpArticle id={undefined} />;
  else content = <HelpArticle key={here.id ?? 'none'} id={here.id} slug={here.slug} />;

  return (
    <SideFrame
      crumbs={crumbs}
      testId="help-page"
      menu={<HelpMenu categories={categories} activeId={activeId} payActive={here?.kind === 'pay'} />}
    >
      {content}
    </SideFrame>
  );
}

export default HelpPage;
