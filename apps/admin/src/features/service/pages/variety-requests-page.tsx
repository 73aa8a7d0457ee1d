import { App, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorVarietyRequest } from '@yaocai/contract';
import { VARIETY_STATUS_LABELS, VARIETY_STATUSES, isVarietyStatus } from '@yaocai/domain';
import { ReasonModal } from '../../../components/reason-modal';
import { SectionHeader } from '../../../components/section-header';
import { formatTime } from '@yaocai/web-kit/format';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { useChangeVarietyStatus } from '../api/change-variety-status';
import { varietyRequestsQueryOptions } from '../api/variety-requests';
import { ListingModal } from '../components/listing-modal';
import { ServiceList, memberColumn } from '../components/service-list';
import { VarietyActions, type VarietyHandlers } from '../components/variety-actions';
import { SERVICE_TABS, VARIETY_STATUS_COLORS } from '../lib/service-labels';
import { ListPage } from '../../../components/list-kit/list-page';
import { useDialog } from '../../../components/list-kit/use-dialog';
import { actionsColumn } from '../../../components/list-kit/crud-table';

/** 求购处理: buyers' 品种求购, bought in (采购中), listed with the goods (已上架) or refused with why. */
export function VarietyRequestsPage() {
  const statusOf = (search: URLSearchParams) => {
    const raw = search.get('status');
    return isVarietyStatus(raw) ? raw : undefined;
  };
  const listState = useListQuery(({ search, keyword, page }) =>
    varietyRequestsQueryOptions({ status: statusOf(search), keyword, page }),
  );
  const status = statusOf(listState.search);
  const list = listState.query;
  const change = useChangeVarietyStatus();
  const { message } = App.useApp();
  const listing = useDialog<OperatorVarietyRequest>();
  const refusing = useDialog<OperatorVarietyRequest>();
  const counts = list.data?.counts;

  const handlers: VarietyHandlers = {
    busyId: change.isPending ? (change.variables?.id ?? null) : null,
    onPurchase: (request) =>
      change
        .mutateAsync(
          { id: request.id, input: { status: 'purchasing' } },
          { onSuccess: () => void message.success(`“${request.name}”已开始采购，已通知会员`) },
        )
        // http.ts has shown the refusal; the confirmation just closes.
        .catch(() => undefined),
    onList: listing.open,
    onRefuse: refusing.open,
  };

  const columns: TableColumnsType<OperatorVarietyRequest> = [
    {
      title: '求购品种',
      key: 'name',
      width: 220,
      render: (_, r) => (
        <div>
          <Typography.Text strong>{r.name}</Typography.Text>
          <div className="muted">
            {r.spec || '规格未填写'} · {r.manufacturer || '厂家不限'}
          </div>
        </div>
      ),
    },
    { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
    memberColumn(190, (r) => r.member.phone && ` · ${r.member.phone}`),
    {
      title: '备注',
      dataIndex: 'remark',
      ellipsis: true,
      render: (remark: string) =>
        remark ? <Typography.Text ellipsis={{ tooltip: remark }}>{remark}</Typography.Text> : '—',
    },
    {
      title: '状态',
      key: 'status',
      width: 170,
      render: (_, r) => (
        <div>
          <Tag color={VARIETY_STATUS_COLORS[r.status]}>{r.status_name}</Tag>
          {r.goods && <div className="muted">关联：{r.goods.name}</div>}
          {r.reason && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: r.reason }} style={{ display: 'block' }}>
              {r.reason}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: '提交时间', dataIndex: 'created_at', width: 136, render: formatTime },
    actionsColumn((r) => <VarietyActions request={r} handlers={handlers} />, { width: 160 }),
  ];

  return (
    <ListPage
      header={<SectionHeader section="求购与反馈" tabs={SERVICE_TABS} />}
      overlays={
        <>
          <ListingModal
            request={listing.target}
            {...listing.submitsTo(
              change,
              (goodsId: number, r) => ({ id: r.id, input: { status: 'listed' as const, goods_id: goodsId } }),
              (r) => `“${r.name}”已标记上架，已通知会员`,
            )}
          />
          <ReasonModal
            open={refusing.target !== null}
            title={`无法采购 · ${refusing.target?.name ?? ''}`}
            label="无法采购原因"
            placeholder="例如：厂家已停产 / 需冷链配送暂不经营，会员可以看到"
            okText="确认无法采购"
            testId="variety-refuse"
            {...refusing.submitsTo(
              change,
              (reason: string, r) => ({ id: r.id, input: { status: 'unavailable' as const, reason } }),
              '已标记无法采购，已通知会员',
            )}
          />
        </>
      }
    >
      <ServiceList<OperatorVarietyRequest>
        list={listState}
        param="status"
        value={status}
        states={VARIETY_STATUSES.map((s) => ({
          value: s,
          label: VARIETY_STATUS_LABELS[s],
          count: counts?.[s],
        }))}
        placeholder="品种名称 / 生产厂家 / 公司名称 / 用户名"
        testIds={{ filter: 'variety-status-filter', search: 'variety-search', row: 'variety-row' }}
        columns={columns}
        scrollX={1040}
        emptyText={status === 'pending' ? '暂无待处理的求购' : '暂无求购记录'}
      />
    </ListPage>
  );
}
