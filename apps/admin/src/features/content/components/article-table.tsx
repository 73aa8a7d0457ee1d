import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorArticle } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { actionsColumn, tableOf } from '../../../components/list-kit/crud-table';
import { articleExcerpt } from '../lib/article-excerpt';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  /** Category id → its path ("帮助中心 / 新手指南"). */
  paths: ReadonlyMap<number, string>;
  busyId: number | null;
  onEdit: (article: OperatorArticle) => void;
  onDelete: (article: OperatorArticle) => Promise<unknown>;
}

function columns({ paths, busyId, onEdit, onDelete }: Actions): TableColumnsType<OperatorArticle> {
  return [
    {
      title: '标题',
      key: 'title',
      render: (_, article) => (
        <div>
          <Typography.Text strong>{article.title}</Typography.Text>
          <div className="muted goods-meta nowrap-ellipsis article-excerpt">
            {articleExcerpt(article.content)}
          </div>
        </div>
      ),
    },
    {
      title: '分类',
      dataIndex: 'category',
      width: 180,
      render: (category: string, article) => <Tag>{paths.get(article.category_id) ?? category}</Tag>,
    },
    { title: '排序', dataIndex: 'sort', width: 72, align: 'right' },
    { title: '发布时间', dataIndex: 'published_at', width: 150, render: formatTime },
    actionsColumn(
      (article) => (
        <Space size={0} separator={<span className="muted">|</span>}>
          <RowButton label="编辑" testId="article-edit" onClick={() => onEdit(article)} />
          <ConfirmAction
            label="删除"
            title={`删除文章“${article.title}”？`}
            description="删除后帮助中心与资讯将不再显示该文章"
            danger
            loading={busyId === article.id}
            testId="article-delete"
            onConfirm={() => onDelete(article)}
          />
        </Space>
      ),
      { width: 120, fixed: false },
    ),
  ];
}

export const ArticleTable = tableOf(columns, {
  scrollX: 860,
  emptyText: '没有符合条件的文章',
  testIdOf: (article) => `article-row-${article.id}`,
});
