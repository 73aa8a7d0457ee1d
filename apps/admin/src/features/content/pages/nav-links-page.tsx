import { useState } from 'react';
import { App, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorLink, OperatorNavItem } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { rowTestId } from '../../../components/list-kit/row-test-id';
import { linksApi, navItemsApi } from '../api/nav-links';
import { LinkModal } from '../components/link-modal';
import { NavItemModal } from '../components/nav-item-modal';
import { RecordActions } from '../components/record-actions';
import { CONTENT_TABS } from '../lib/content-labels';
import { NAV_SHOWN, navTree, type NavRow } from '../lib/nav-tree';
import { RowButton } from '../../../components/list-kit/row-button';
import { NewButton } from '../../../components/new-button';
import { actionsColumn } from '../../../components/list-kit/crud-table';

const urlText = (url: string) =>
  url ? <Typography.Text code>{url}</Typography.Text> : <span className="muted">未设置（提示暂未开放）</span>;

/** 导航与链接: the storefront's main navigation (two levels) and the footer's friendly links. */
export function NavLinksPage() {
  const { message } = App.useApp();
  const nav = navItemsApi.useList();
  const saveNav = navItemsApi.useSave();
  const removeNav = navItemsApi.useRemove();
  const links = linksApi.useList();
  const saveLink = linksApi.useSave();
  const removeLink = linksApi.useRemove();
  const [navEditing, setNavEditing] = useState<OperatorNavItem | 'new' | null>(null);
  const [newParentId, setNewParentId] = useState<number | null>(null);
  const addNav = (parentId: number | null) => {
    setNewParentId(parentId);
    setNavEditing('new');
  };
  const [linkEditing, setLinkEditing] = useState<OperatorLink | 'new' | null>(null);
  const tree = navTree(nav.data ?? []);
  const tops = (nav.data ?? []).filter((n) => n.parent_id === null);
  const hidden = new Set(tree.slice(NAV_SHOWN).map((n) => n.id));

  const navColumns: TableColumnsType<NavRow> = [
    {
      title: '导航名称',
      dataIndex: 'name',
      render: (name: string, item) => (
        <span>
          <Typography.Text strong={item.parent_id === null}>{name}</Typography.Text>
          {hidden.has(item.id) && (
            <Tag className="tag-small" style={{ marginLeft: 8 }}>
              超出{NAV_SHOWN}个，前台不显示
            </Tag>
          )}
        </span>
      ),
    },
    { title: '链接地址', dataIndex: 'url', render: urlText },
    {
      title: '打开方式',
      dataIndex: 'is_open',
      width: 100,
      render: (open: number) => (open ? '新窗口' : '当前窗口'),
    },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    actionsColumn(
      (item) => (
        <RecordActions
          title={`删除导航“${item.name}”？`}
          description={item.children ? '请先删除它的二级导航' : '前台导航栏将不再显示它'}
          busy={removeNav.isPending && removeNav.variables === item.id}
          onEdit={() => setNavEditing(item)}
          onDelete={() => removeNav.mutate(item.id, { onSuccess: () => void message.success('导航已删除') })}
          testId="nav"
        >
          {item.parent_id === null && (
            <RowButton label="添加二级" testId="nav-add-child" onClick={() => addNav(item.id)} />
          )}
        </RecordActions>
      ),
      { width: 200, fixed: false },
    ),
  ];

  const linkColumns: TableColumnsType<OperatorLink> = [
    {
      title: '链接名称',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: '链接地址', dataIndex: 'url', render: urlText },
    { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
    actionsColumn(
      (link) => (
        <RecordActions
          title={`删除友情链接“${link.name}”？`}
          description="前台页脚将不再显示它"
          busy={removeLink.isPending && removeLink.variables === link.id}
          onEdit={() => setLinkEditing(link)}
          onDelete={() =>
            removeLink.mutate(link.id, { onSuccess: () => void message.success('友情链接已删除') })
          }
          testId="link"
        />
      ),
      { width: 140, fixed: false },
    ),
  ];

  const navId = navEditing === 'new' || navEditing === null ? null : navEditing.id;
  const linkId = linkEditing === 'new' || linkEditing === null ? null : linkEditing.id;
  return (
    <>
      <SectionHeader section="内容管理" tabs={CONTENT_TABS} />
      <PageBody>
        <Card
          title="主导航"
          className="table-card"
          extra={<NewButton label="新增导航" testId="nav-new" onClick={() => addNav(null)} />}
        >
          <Typography.Paragraph type="secondary">
            前台页头导航栏按排序显示前{NAV_SHOWN}个一级导航；保存后前台刷新页面即可看到。
          </Typography.Paragraph>
          <Table<NavRow>
            // Mounted again once loaded, so every child shows expanded at first.
            key={nav.data ? 'loaded' : 'loading'}
            rowKey="id"
            size="middle"
            columns={navColumns}
            dataSource={tree}
            loading={nav.isFetching}
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            locale={{ emptyText: '暂无导航' }}
            onRow={(item) => rowTestId(`nav-row-${item.id}`)}
          />
        </Card>
        <Card
          title="友情链接"
          className="table-card"
          style={{ marginTop: 16 }}
          extra={
            <NewButton label="新增友情链接" testId="link-new" onClick={() => setLinkEditing('new')} plain />
          }
        >
          <Table<OperatorLink>
            rowKey="id"
            size="middle"
            columns={linkColumns}
            dataSource={links.data}
            loading={links.isFetching}
            pagination={false}
            locale={{ emptyText: '暂无友情链接' }}
            onRow={(link) => rowTestId(`link-row-${link.id}`)}
          />
        </Card>
      </PageBody>
      <NavItemModal
        editing={navEditing}
        newParentId={newParentId}
        tops={tops}
        pending={saveNav.isPending}
        onCancel={() => setNavEditing(null)}
        onSubmit={(input) =>
          saveNav.mutateAsync(
            { id: navId, input },
            {
              onSuccess: () => {
                void message.success(
                  navId === null ? `导航“${input.name}”已新增` : `导航“${input.name}”已保存`,
                );
                setNavEditing(null);
              },
            },
          )
        }
      />
      <LinkModal
        editing={linkEditing}
        pending={saveLink.isPending}
        onCancel={() => setLinkEditing(null)}
        onSubmit={(input) =>
          saveLink.mutateAsync(
            { id: linkId, input },
            {
              onSuccess: () => {
                void message.success(
                  linkId === null ? `友情链接“${input.name}”已新增` : `友情链接“${input.name}”已保存`,
                );
                setLinkEditing(null);
              },
            },
          )
        }
      />
    </>
  );
}
