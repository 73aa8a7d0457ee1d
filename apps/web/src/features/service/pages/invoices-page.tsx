import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { MemberInvoice } from '@yaocai/contract';
import { Alert, Empty, Input, Pagination, Space, Table, Tag } from 'antd';
import { DownloadOutlined, EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useInvoiceList } from '../api/invoice-list';
import { invoiceSearch, useInvoiceParams } from '../lib/use-invoice-params';
import { formatDay } from '@yaocai/web-kit/format';

const ORDER_NO = /^[A-Za-z0-9]{0,32}$/;

const STATUS_COLORS: Record<MemberInvoice['status'], string> = {
  issued: 'green',
  partly_reversed: 'orange',
  reversed: 'default',
};

const money = (yuan: string) => (yuan.startsWith('-') ? `-¥${yuan.slice(1)}` : `¥${yuan}`);

function PdfLinks({ invoice }: { invoice: MemberInvoice }) {
  return (
    <Space size={12}>
      <a href={invoice.pdf_url} target="_blank" rel="noopener noreferrer" data-testid="invoice-view">
        <EyeOutlined /> 查看
      </a>
      <a href={`${invoice.pdf_url}?download=1`} data-testid="invoice-download">
        <DownloadOutlined /> 下载
      </a>
    </Space>
  );
}

/** 按订单号查询: letters and digits only, as order numbers are; an empty search lists every invoice. */
function OrderNoSearch({ value, onSearch }: { value: string; onSearch: (orderNo: string) => void }) {
  const [typed, setTyped] = useState(value);
  const valid = ORDER_NO.test(typed.trim());
  return (
    <div style={{ width: 300 }}>
      <Input.Search
        allowClear
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(text) => valid && onSearch(text.trim())}
        status={valid ? undefined : 'error'}
        placeholder="按订单号查询"
        enterButton="查询"
        maxLength={32}
        data-testid="invoice-search"
      />
      {!valid && (
        <div className="text-red" style={{ fontSize: 12, marginTop: 4 }}>
          订单号只能包含字母和数字
        </div>
      )}
    </div>
  );
}

/**
 * 电子发票 (/dzfp): the member's e-invoices — a blue one per paid order, red ones (冲红) for refunds —
 * searched by order number (the header's 电子发票查询), each opening as a PDF.
 */
export function InvoicesPage() {
  const { page, orderNo, go } = useInvoiceParams();
  const valid = ORDER_NO.test(orderNo);
  const { data, isLoading, isFetching, isPlaceholderData } = useInvoiceList({ page, orderNo }, valid);
  const list = data?.list ?? [];
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  if (data && !isPlaceholderData && list.length === 0 && page > lastPage) {
    return <Navigate replace to={{ search: invoiceSearch({ orderNo, page: lastPage }) }} />;
  }

  return (
    <UserCentreFrame testId="invoices-page">
      <div className="uc-head">
        <h1>
          电子发票
          {data && <span className="ac-count">共 {data.total} 张</span>}
        </h1>
        <div className="uc-head__tools">
          {/* Keyed on the searched number so the header's link or a message's link resets the box. */}
          <OrderNoSearch
            key={orderNo}
            value={orderNo}
            onSearch={(value) => go({ orderNo: value, page: 1 })}
          />
        </div>
      </div>
      <Alert
        type="info"
        showIcon
        className="uc-alert"
        title={
          <>
            订单支付后自动开具电子普通发票，发生退款时开具红字发票冲减。发票抬头与税号可在
            <Link to={paths.basicInfo}>基本信息</Link>中维护，修改后对新订单生效。
          </>
        }
      />
      <Table<MemberInvoice>
        rowKey="id"
        size="middle"
        loading={isLoading || (isFetching && isPlaceholderData)}
        dataSource={valid ? list : []}
        pagination={false}
        onRow={(invoice) => ({ 'data-testid': 'invoice-row', 'data-id': invoice.id }) as object}
        locale={{
          emptyText: (
            <Empty
              image={<FileTextOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
              description={
                orderNo ? `没有找到订单号含“${orderNo}”的发票` : '暂无电子发票，订单支付后将自动开具'
              }
            />
          ),
        }}
        columns={[
          {
            title: '发票号码',
            key: 'no',
            render: (_, i) => (
              <>
                <div>
                  <Tag color={i.kind === 'red' ? 'red' : 'blue'}>{i.kind_name}</Tag>
                  <span data-testid="invoice-no">{i.invoice_no}</span>
                </div>
                {i.original_no && <div className="cell-grey">冲红原发票 {i.original_no}</div>}
              </>
            ),
          },
          {
            title: '订单号',
            key: 'order',
            render: (_, i) => <Link to={paths.orderInfo(i.order_id)}>{i.order_no}</Link>,
          },
          {
            title: '购买方',
            key: 'buyer',
            render: (_, i) => (
              <>
                <div>{i.title}</div>
                <div className="cell-grey">{i.tax_number || '—'}</div>
              </>
            ),
          },
          {
            title: '价税合计',
            key: 'amount',
            align: 'right',
            width: 110,
            render: (_, i) => (
              <span className={i.kind === 'red' ? 'text-red' : undefined}>{money(i.amount)}</span>
            ),
          },
          { title: '税额', key: 'tax', align: 'right', width: 90, render: (_, i) => money(i.tax_amount) },
          {
            title: '开票日期',
            key: 'issued',
            width: 110,
            render: (_, i) => formatDay(i.issued_at),
          },
          {
            title: '状态',
            key: 'status',
            width: 90,
            render: (_, i) => <Tag color={STATUS_COLORS[i.status]}>{i.status_name}</Tag>,
          },
          { title: '操作', key: 'ops', width: 120, render: (_, i) => <PdfLinks invoice={i} /> },
        ]}
      />
      {data && data.total > data.page_size && list.length > 0 && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 张`}
          onChange={(p) => go({ page: p })}
        />
      )}
    </UserCentreFrame>
  );
}

export default InvoicesPage;
