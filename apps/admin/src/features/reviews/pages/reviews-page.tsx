import { Tabs, Tag, type TableColumnsType } from 'antd';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewSummary } from '@yaocai/contract';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/page-header';
import { SearchToolbar } from '../../../components/search-toolbar';
import { formatTime } from '@yaocai/web-kit/format';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { actionsColumn, CrudTable } from '../../../components/list-kit/crud-table';
import { useReviews } from '../api/reviews';
import { companyTypeLabel } from '../lib/labels';
import { ListPage } from '../../../components/list-kit/list-page';

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

function statusParam(value: string | null): ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : 'pending';
}

export function ReviewsPage() {
  const { search, update, page, paging } = useListParams();
  const status = statusParam(search.get('status'));
  const keyword = search.get('keyword') ?? '';
  const reviews = useReviews({ status, keyword, page });

  const columns: TableColumnsType<ReviewSummary> = [
    {
      title: '公司',
      dataIndex: 'company',
      ellipsis: true,
      render: (company: string, row) => <Link to={paths.review(row.id)}>{company}</Link>,
    },
    { title: '用户名', dataIndex: 'username', width: 120 },
    { title: '类型', dataIndex: 'company_type', width: 96, render: companyTypeLabel },
    { title: '地区', dataIndex: 'region', width: 180, ellipsis: true },
    { title: '联系人', dataIndex: 'contact', width: 90 },
    { title: '电话', dataIndex: 'phone', width: 120 },
    {
      title: '待审证照数',
      dataIndex: 'pending_count',
      width: 100,
      align: 'center',
      render: (count: number) =>
        count > 0 ? <Tag color="orange">{count}</Tag> : <span className="muted">0</span>,
    },
    { title: '提交时间', dataIndex: 'submitted_at', width: 150, render: formatTime },
    actionsColumn(
      (row) => (
        <Link to={paths.review(row.id)} data-testid="review-open">
          {row.status === 'pending' ? '审核' : '查看'}
        </Link>
      ),
      { width: 80 },
    ),
  ];

  return (
    <ListPage
      header={
        <>
          <PageHeader title="资质审核" crumbs={[{ title: '资质审核' }]}>
            <Tabs
              activeKey={status}
              onChange={(key) => update({ status: key, page: undefined })}
              items={REVIEW_STATUSES.map((key) => ({ key, label: REVIEW_STATUS_LABELS[key] }))}
              data-testid="review-tabs"
            />
          </PageHeader>
        </>
      }
    >
      <SearchToolbar placeholder="公司名称 / 用户名 / 联系电话" testId="review-search" query={reviews} />
      <CrudTable<ReviewSummary>
        columns={columns}
        rows={reviews.data?.list}
        loading={reviews.isFetching}
        scrollX={1100}
        emptyText={status === 'pending' ? '暂无待审核的会员' : '暂无记录'}
        paging={paging(reviews.data)}
      />
    </ListPage>
  );
}
