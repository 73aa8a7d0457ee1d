import { Form, Input, Select, Switch } from 'antd';
import { navItemInput, type NavItemInput, type OperatorNavItem } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { SortField } from './link-modal';
import { contractItem } from '../../../components/contract-item';

const Item = contractItem(navItemInput.shape);

interface NavValues {
  parent_id: number | null;
  name: string;
  url: string;
  is_open: boolean;
  sort: number | null;
}

const toInput = (values: NavValues): NavItemInput => ({
  parent_id: values.parent_id,
  name: values.name.trim(),
  url: (values.url ?? '').trim(),
  is_open: values.is_open ? 1 : 0,
  sort: values.sort ?? 0,
});

/** 新增导航 / 编辑导航: the level (top, or under a top item), name, link, new tab and order. */
export function NavItemModal({
  newParentId,
  tops,
  ...editor
}: EditorProps<OperatorNavItem, NavItemInput> & {
  /** Where a new item goes: under this top item, or top level (null). */
  newParentId: number | null;
  /** The top items a child may hang under. */
  tops: readonly OperatorNavItem[];
}) {
  const { editing } = editor;
  const [form] = Form.useForm<NavValues>();
  const self = editing === 'new' || editing === null ? null : editing.id;
  const valuesOf = (item?: OperatorNavItem): NavValues =>
    item
      ? {
          parent_id: item.parent_id,
          name: item.name,
          url: item.url,
          is_open: item.is_open === 1,
          sort: item.sort,
        }
      : { parent_id: newParentId, name: '', url: '', is_open: false, sort: 0 };

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增导航', '编辑导航'], width: 560, saveTestId: 'nav-save' }}
      spec={{ toInput: toInput, valuesOf: valuesOf }}
    >
      <Form.Item
        name="parent_id"
        label="上级导航"
        extra="一级导航显示在前台导航栏；二级导航在鼠标移到一级导航时弹出"
      >
        <Select
          options={[
            { value: null, label: '无（一级导航）' },
            ...tops.filter((t) => t.id !== self).map((t) => ({ value: t.id, label: t.name })),
          ]}
          data-testid="nav-parent"
        />
      </Form.Item>
      <Item name="name" label="导航名称" required>
        <Input maxLength={32} showCount placeholder="如：每日特价" data-testid="nav-name" />
      </Item>
      <Item
        name="url"
        label="链接地址"
        extra="如 /mrtj 或 https://…；活动未开始可在地址前加 *，不填则提示暂未开放"
      >
        <Input allowClear placeholder="选填" data-testid="nav-url" />
      </Item>
      <Form.Item name="is_open" label="新窗口打开" valuePropName="checked">
        <Switch data-testid="nav-open" />
      </Form.Item>
      <SortField rule={contractRule(navItemInput.shape.sort)} testId="nav-sort" />
    </FormModal>
  );
}
