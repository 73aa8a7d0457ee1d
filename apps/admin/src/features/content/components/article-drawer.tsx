import { Button, Col, Drawer, Form, Input, Row, Select, Space } from 'antd';
import { articleInput, type ArticleInput, type OperatorArticle } from '@yaocai/contract';
import { fieldErrors } from '@yaocai/web-kit/http';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { contractItem } from '../../../components/contract-item';

const Item = contractItem(articleInput.shape);

interface ArticleValues {
  category_id?: number;
  title: string;
  content: string;
  sort: number | null;
}

/** What the drawer edits: an article, or a new one (in the category the list shows, if any). */
export type ArticleEditing = { article: OperatorArticle } | { categoryId?: number };

function initialValues(editing: ArticleEditing): ArticleValues {
  if ('article' in editing) {
    const { article } = editing;
    return {
      category_id: article.category_id,
      title: article.title,
      content: article.content,
      sort: article.sort,
    };
  }
  return { category_id: editing.categoryId, title: '', content: '', sort: 0 };
}

/** 新增文章 / 编辑文章 (帮助中心与资讯): category, title, body and order. */
export function ArticleDrawer({
  editing,
  categories,
  pending,
  onClose,
  onSubmit,
}: {
  editing: ArticleEditing | null;
  categories: { id: number; path: string }[];
  pending: boolean;
  onClose: () => void;
  onSubmit: (input: ArticleInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<ArticleValues>();
  const submit = async (values: ArticleValues) => {
    try {
      await onSubmit({
        category_id: values.category_id!,
        title: values.title.trim(),
        content: values.content.trim(),
        sort: values.sort ?? 0,
      });
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  const isNew = editing !== null && !('article' in editing);

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      size={760}
      title={isNew ? '新增文章' : '编辑文章'}
      destroyOnHidden
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="article-save">
            保存
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={editing ? initialValues(editing) : undefined}
        key={editing === null ? 'closed' : 'article' in editing ? editing.article.id : 'new'}
      >
        <Row gutter={16}>
          <Col flex="auto">
            <Item name="category_id" label="分类" required>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="选择分类"
                options={categories.map((c) => ({ value: c.id, label: c.path }))}
                data-testid="article-category"
              />
            </Item>
          </Col>
          <Col flex="160px">
            <Item name="sort" label="排序" tooltip="数字越小越靠前">
              <WholeNumberInput min={0} max={9999} testId="article-sort" />
            </Item>
          </Col>
        </Row>
        <Item name="title" label="标题" required>
          <Input maxLength={100} showCount placeholder="文章标题" data-testid="article-title" />
        </Item>
        <Item
          name="content"
          label="正文"
          required
          extra="支持 HTML：段落写在 <p>…</p> 中，加粗用 <strong>…</strong>"
        >
          <Input.TextArea
            autoSize={{ minRows: 14, maxRows: 28 }}
            maxLength={50_000}
            showCount
            placeholder="<p>第一段</p><p>第二段</p>"
            data-testid="article-content"
          />
        </Item>
      </Form>
    </Drawer>
  );
}
