import { useState } from 'react';
import { Checkbox, Drawer, Input, Tag, type TableColumnsType } from 'antd';
import type { DrawAdminView, DrawRecordAdmin } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { CrudTable } from '../../../components/list-kit/crud-table';
import { useDrawRecords } from '../api/draws';

const columns: TableColumnsType<DrawRecordAdmin> = [
  { title: '抽奖时间', dataIndex: 'created_at', width: 150, render: (t: string) => formatTime(t) },
  {
    title: '会员',
    key: 'member',
    render: (_, r) => (
      <div>
        <div>{r.company}</div>
        <div className="muted">{r.username}</div>
      </div>
    ),
  },
  {
    title: '奖品',
    key: 'prize',
    render: (_, r) => (
      <span>
        <Tag color={r.kind === 'none' ? 'default' : 'red'}>{r.kind_name}</Tag>
        {r.name}
        {r.value_text && <span className="muted"> · {r.value_text}</span>}
      </span>
    ),
  },
  { title: '发放', dataIndex: 'destination', width: 170, render: (d: string) => d || '—' },
];

/** 抽奖记录 of one raffle: who drew what and where it went (实物 prizes are shipped by customer service). */
export function DrawRecordsDrawer({ draw, onClose }: { draw: DrawAdminView | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [winOnly, setWinOnly] = useState(false);
  const records = useDrawRecords(draw ? { drawId: draw.id, page, keyword, winOnly } : null);
  return (
    <Drawer
      open={draw !== null}
      onClose={onClose}
      size={860}
      title={draw ? `抽奖记录 · ${draw.name}` : '抽奖记录'}
      destroyOnHidden
    >
      <div className="table-toolbar">
        <Input.Search
          allowClear
          enterButton="查询"
          placeholder="会员账号、单位名称或奖品"
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          data-testid="draw-records-search"
        />
        <Checkbox
          checked={winOnly}
          onChange={(e) => {
            setWinOnly(e.target.checked);
            setPage(1);
          }}
        >
          只看中奖
        </Checkbox>
      </div>
      <div data-testid="draw-records-table">
        <CrudTable<DrawRecordAdmin>
          size="small"
          columns={columns}
          rows={records.data?.list}
          loading={records.isFetching}
          emptyText="暂无抽奖记录"
          paging={{
            page,
            pageSize: records.data?.page_size ?? 20,
            total: records.data?.total ?? 0,
            onPage: setPage,
          }}
        />
      </div>
    </Drawer>
  );
}
