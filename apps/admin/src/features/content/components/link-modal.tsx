import { Form, Input, InputNumber } from 'antd';
import { linkInput, type LinkInput, type OperatorLink } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { contractItem } from '../../../components/contract-item';

const Item = contractItem(linkInput.shape);

interface LinkValues {
  name: string;
  url: string;
  sort: number | null;
}

const valuesOf = (link?: OperatorLink): LinkValues =>
  link ? { name: link.name, url: link.url, sort: link.sort } : { name: '', url: '', sort: 0 };

const toInput = (values: LinkValues): LinkInput => ({
  name: values.name.trim(),
  url: values.url.trim(),
  sort: values.sort ?? 0,
});

/** 新增友情链接 / 编辑友情链接 (`editing` 'new' or the link; null when closed). */
export function LinkModal(editor: EditorProps<OperatorLink, LinkInput>) {
  const [form] = Form.useForm<LinkValues>();
  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增友情链接', '编辑友情链接'], width: 520, saveTestId: 'link-save' }}
      spec={{ toInput: toInput, valuesOf: valuesOf }}
    >
      <Item name="name" label="链接名称" required>
        <Input maxLength={50} showCount placeholder="如：国家药品监督管理局" data-testid="link-name" />
      </Item>
      <Item name="url" label="链接地址" required>
        <Input placeholder="https://…" data-testid="link-url" />
      </Item>
      <SortField rule={contractRule(linkInput.shape.sort)} testId="link-sort" />
    </FormModal>
  );
}

/** 排序: a whole number from 0, smaller first. */
export function SortField({ rule, testId }: { rule: ReturnType<typeof contractRule>; testId: string }) {
  return (
    <Form.Item name="sort" label="排序" rules={[rule]} extra="数字越小越靠前">
      <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid={testId} />
    </Form.Item>
  );
}
