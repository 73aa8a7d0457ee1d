import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useInvoiceList } from '../api/invoice-list';

/** 查看发票 on an order's page: its e-invoices' PDFs (a paid order has one; refunds add red ones). */
export function OrderInvoiceLinks({ orderNo, paid }: { orderNo: string; paid: boolean }) {
  const { data } = useInvoiceList({ page: 1, orderNo }, paid);
  const invoices = (data?.list ?? []).filter((i) => i.order_no === orderNo);
  if (invoices.length === 0) return null;
  return (
    <span className="order-invoices" data-testid="order-invoices">
      {invoices.map((i) => (
        <a
          key={i.id}
          href={i.pdf_url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ marginLeft: 12 }}
          data-testid="order-invoice-link"
        >
          查看{i.kind === 'red' ? '红字' : ''}发票
        </a>
      ))}
      <Link to={paths.invoicesOf(orderNo)} style={{ marginLeft: 12 }}>
        全部发票
      </Link>
    </span>
  );
}
