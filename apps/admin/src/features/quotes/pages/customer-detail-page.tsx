import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Spin, Table } from 'antd';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@yaocai/domain';
import { formatTime } from '@yaocai/web-kit/format';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useMyMemberDetail } from '../api/quotes';

/** 我的客户 → a member: recent orders and the goods bought in the last 12 months. */
export function CustomerDetailPage() {
  const id = Number(useParams().id);
  const detail = useMyMemberDetail(id);
  const d = detail.data;
  return (
    <>
      <PageHeader
        title={d ? d.member.company || d.member.username : '客户详情'}
        crumbs={[{ title: '我的客户', to: paths.customers }, { title: '客户详情' }]}
        extra={
          <Link to={paths.proposalNew(id)}>
            <Button type="primary">代客下单</Button>
          </Link>
        }
      />
      <PageBody>
        {!d ? (
          <Spin />
        ) : (
          <>
            <Card size="small" style={{ marginBottom: 16 }}>
              <Descriptions size="small" column={3}>
                <Descriptions.Item label="账号">{d.member.username}</Descriptions.Item>
                <Descriptions.Item label="联系人">
                  {d.member.name} {d.member.phone}
                </Descriptions.Item>
                <Descriptions.Item label="地区">{d.member.region}</Descriptions.Item>
                <Descriptions.Item label="本月订单">{d.member.month_orders}</Descriptions.Item>
                <Descriptions.Item label="本月金额">¥{d.member.month_amount}</Descriptions.Item>
                <Descriptions.Item label="代下单">
                  待确认 {d.member.proposals_open} / 已下单 {d.member.proposals_accepted} / 已拒绝{' '}
                  {d.member.proposals_declined}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card size="small" title="最近订单" style={{ marginBottom: 16 }}>
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={d.orders}
                locale={{ emptyText: '暂无订单' }}
                columns={[
                  { title: '订单号', dataIndex: 'order_no' },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    render: (s: string) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s,
                  },
                  { title: '应付金额', dataIndex: 'payable_amount', render: (v: string) => `¥${v}` },
                  { title: '下单时间', dataIndex: 'created_at', render: formatTime },
                ]}
              />
            </Card>
            <Card size="small" title="近12个月常购商品">
              <Table
                rowKey="goods_id"
                size="small"
                pagination={false}
                dataSource={d.frequent}
                locale={{ emptyText: '近12个月没有采购' }}
                columns={[
                  {
                    title: '商品',
                    key: 'goods',
                    render: (_, g) => `${g.goods_name} ${g.spec} ${g.manufacturer}`,
                  },
                  { title: '购买次数', dataIndex: 'times', width: 90 },
                  {
                    title: '上次数量',
                    key: 'last',
                    width: 100,
                    render: (_, g) => `${g.last_quantity}${g.unit}`,
                  },
                  { title: '上次单价', dataIndex: 'last_price', width: 100, render: (v: string) => `¥${v}` },
                  { title: '上次购买', dataIndex: 'last_bought_at', width: 170, render: formatTime },
                ]}
              />
            </Card>
          </>
        )}
      </PageBody>
    </>
  );
}
