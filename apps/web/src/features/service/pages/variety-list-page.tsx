import { PlusOutlined } from '@ant-design/icons';
import type { VarietyRequest } from '@yaocai/contract';
import { VARIETY_STATUS_LABELS, VARIETY_STATUSES } from '@yaocai/domain';
import { Button, Empty, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useVarietyList } from '../api/variety';
import { formatTime } from '@yaocai/web-kit/format';
import { VARIETY_STATUS_COLORS, useVarietyParams, varietySearch } from '../lib/variety-labels';

/**
 * 品种求购 (/pzqg): goods the member asked the wholesaler to stock, newest first, by status, each with
 * its detail; 新增求购 asks for another.
 */
export function VarietyListPage() {
  const { page, status, go } = useVarietyParams();
  const { data, isLoading, isFetching, isPlaceholderData } = useVarietyList({ page, status });
  const list = data?.list ?? [];
  const counts = data?.counts;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  if (data && !isPlaceholderData && list.length === 0 && page > lastPage) {
    return <Navigate replace to={{ search: varietySearch({ status, page: lastPage }) }} />;
  }

  const columns: TableColumnsType<VarietyRequest> = [
    {
      title: '品种名称',
      dataIndex: 'name',
      render: (name: string, r) => (
        <Link to={paths.wantedInfo(r.id)} className="variety-name" data-testid="variety-name">
          {name}
        </Link>
      ),
    },
    {
      title: '生产厂家',
      dataIndex: 'manufacturer',
      ellipsis: true,
      render: (m: string) => m || <span className="cell-grey">不限</span>,
    },
    { title: '规格', dataIndex: 'spec', width: 130, render: (s: string) => s || '—' },
    { title: '求购数量', dataIndex: 'quantity', width: 90, align: 'right' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (_, r) => (
        <Tag color={VARIETY_STATUS_COLORS[r.status]} data-testid="variety-status">
          {r.status_name}
        </Tag>
      ),
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      width: 140,
      render: (iso: string) => formatTime(iso),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, r) =>
        r.goods ? (
          <Link to={paths.goodsInfo(r.goods.id)} data-testid="variety-goods-link">
            去采购
          </Link>
        ) : (
          <Link to={paths.wantedInfo(r.id)}>查看详情</Link>
        ),
    },
  ];

  const label = (s: (typeof VARIETY_STATUSES)[number]) =>
    counts && counts[s] > 0 ? `${VARIETY_STATUS_LABELS[s]}（${counts[s]}）` : VARIETY_STATUS_LABELS[s];

  return (
    <UserCentreFrame testId="variety-list-page">
      <div className="uc-head">
        <h1>品种求购</h1>
        <div className="uc-head__tools">
          <Link to={paths.wantedAdd}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="variety-add">
              新增求购
            </Button>
          </Link>
        </div>
      </div>
      <p className="variety-intro">
        平台暂未上架的品种可在此提交求购，采购专员将在1个工作日内处理，进展会通过站内消息通知您。
      </p>
      <Tabs
        className="order-tabs"
        activeKey={status ?? 'all'}
        onChange={(key) => go({ status: key as (typeof VARIETY_STATUSES)[number] | 'all' })}
        items={[{ key: 'all', label: '全部' }, ...VARIETY_STATUSES.map((s) => ({ key: s, label: label(s) }))]}
      />
      <Table<VarietyRequest>
        rowKey="id"
        size="middle"
        className={isFetching && isPlaceholderData ? 'variety-table is-fetching' : 'variety-table'}
        columns={columns}
        dataSource={list}
        loading={isLoading}
        locale={{
          emptyText: (
            <Empty description={status ? `暂无${VARIETY_STATUS_LABELS[status]}的求购` : '暂无求购记录'}>
              {!status && (
                <Link to={paths.wantedAdd}>
                  <Button type="primary">提交第一条求购</Button>
                </Link>
              )}
            </Empty>
          ),
        }}
        onRow={(r) => ({ 'data-testid': `variety-row-${r.id}` }) as HTMLAttributes<HTMLElement>}
        pagination={
          data && data.total > data.page_size
            ? {
                current: page,
                pageSize: data.page_size,
                total: data.total,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 条`,
                onChange: (p) => go({ page: p }),
              }
            : false
        }
      />
    </UserCentreFrame>
  );
}

export default VarietyListPage;
