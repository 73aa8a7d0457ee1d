import { Image, Space, Typography, type TableColumnsType } from 'antd';
import type { OperatorBanner } from '@yaocai/contract';
import { actionsColumn, tableOf } from '../../../components/list-kit/crud-table';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  /** Whether the position column shows (every position listed together). */
  showPosition: boolean;
  busyId: number | null;
  onEdit: (banner: OperatorBanner) => void;
  onDelete: (banner: OperatorBanner) => Promise<unknown>;
}

function columns({ showPosition, busyId, onEdit, onDelete }: Actions): TableColumnsType<OperatorBanner> {
  const list: TableColumnsType<OperatorBanner> = [
    {
      title: '图片',
      dataIndex: 'image',
      width: 152,
      render: (src: string, banner) => (
        <div className="banner-thumb">
          <Image src={src} alt={banner.title} />
        </div>
      ),
    },
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    {
      title: '链接地址',
      dataIndex: 'url',
      width: 260,
      ellipsis: true,
      render: (url: string) => (url ? <span title={url}>{url}</span> : <span className="muted">不跳转</span>),
    },
    { title: '排序', dataIndex: 'sort', width: 72, align: 'right' },
    actionsColumn(
      (banner) => (
        <Space size={0} separator={<span className="muted">|</span>}>
          <RowButton label="编辑" testId="banner-edit" onClick={() => onEdit(banner)} />
          <ConfirmAction
            label="删除"
            title={`删除广告“${banner.title}”？`}
            description="删除后前台将不再展示该广告"
            danger
            loading={busyId === banner.id}
            testId="banner-delete"
            onConfirm={() => onDelete(banner)}
          />
        </Space>
      ),
      { width: 120, fixed: false },
    ),
  ];
  if (showPosition) {
    list.splice(2, 0, { title: '广告位', dataIndex: 'position_name', width: 120 });
  }
  return list;
}

export const BannerTable = tableOf(columns, {
  scrollX: 860,
  totalUnit: '条广告',
  emptyText: '该广告位暂无广告',
  testIdOf: (banner) => `banner-row-${banner.id}`,
});
