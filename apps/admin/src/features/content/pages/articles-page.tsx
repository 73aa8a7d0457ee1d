import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import type { ArticleInput } from '@yaocai/contract';
import { SectionHeader } from '../../../components/section-header';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useArticles } from '../api/articles';
import { useDeleteArticle } from '../api/delete-article';
import { useSaveArticle } from '../api/save-article';
import { ArticleDrawer, type ArticleEditing } from '../components/article-drawer';
import { ArticleTable } from '../components/article-table';
import { CONTENT_TABS } from '../lib/content-labels';
import { ListPage } from '../../../components/list-kit/list-page';
import { useContentEditor } from '../lib/use-content-editor';
import { NewButton } from '../../../components/new-button';

/** 文章管理: the help centre's and the news' articles, by category and words. */
export function ArticlesPage() {
  const { search, update, page, paging } = useListParams();
  const rawCategory = Number(search.get('category_id'));
  const categoryId = Number.isInteger(rawCategory) && rawCategory > 0 ? rawCategory : undefined;
  const keyword = search.get('keyword') ?? '';
  const articles = useArticles({ category_id: categoryId, keyword: keyword || undefined, page });
  const save = useSaveArticle();
  const { editing, submit, drop, busyId } = useContentEditor<ArticleEditing, ArticleInput>(
    save,
    useDeleteArticle(),
    {
      idOf: (target) => ('article' in target ? target.article.id : null),
      noun: '文章',
      created: '文章已发布',
      saved: '文章已保存',
    },
  );
  const [words, setWords] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);

  // The URL may change from outside (Back, a link): the search box follows it.
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setWords(keyword);
  }

  const categories = articles.data?.categories ?? [];

  return (
    <ListPage
      header={
        <>
          <SectionHeader
            section="内容管理"
            tabs={CONTENT_TABS}
            extra={
              <NewButton label="新增文章" testId="article-new" onClick={() => editing.open({ categoryId })} />
            }
          />
        </>
      }
      overlays={
        <ArticleDrawer
          editing={editing.target}
          categories={categories}
          pending={save.isPending}
          onClose={editing.close}
          onSubmit={submit}
        />
      }
    >
      <div className="table-toolbar">
        <Space wrap>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={categoryId}
            placeholder="全部分类"
            loading={articles.isPending}
            options={categories.map((c) => ({ value: c.id, label: c.path }))}
            onChange={(next?: number) => update({ category_id: next, page: undefined })}
            style={{ width: 220 }}
            data-testid="article-category-filter"
          />
          <Space.Compact style={{ width: 360 }}>
            <Input
              allowClear
              value={words}
              onChange={(e) => setWords(e.target.value)}
              onPressEnter={() => update({ keyword: words.trim(), page: undefined })}
              placeholder="标题 / 正文关键词"
              data-testid="article-keyword"
            />
            <Button
              type="primary"
              onClick={() => update({ keyword: words.trim(), page: undefined })}
              data-testid="article-search"
            >
              查询
            </Button>
          </Space.Compact>
        </Space>
        <Button onClick={() => void articles.refetch()} loading={articles.isFetching}>
          刷新
        </Button>
      </div>
      <ArticleTable
        rows={articles.data?.list}
        loading={articles.isFetching}
        paths={new Map(categories.map((c) => [c.id, c.path]))}
        busyId={busyId}
        onEdit={(article) => editing.open({ article })}
        onDelete={drop}
        paging={paging(articles.data, '篇文章')}
      />
    </ListPage>
  );
}
