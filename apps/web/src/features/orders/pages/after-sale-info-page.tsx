import { Link, useParams } from 'react-router';
import { Alert, Descriptions, Image, Result, Skeleton, Steps, Table, Tag, type TableColumnType } from 'antd';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { useAfterSaleDetail } from '../api/orders';
import type { AfterSaleDetail } from '../api/types';
import { UserCentreFrame } from '../components/user-centre-menu';
import { afterSaleSteps } from '@yaocai/web-kit/after-sale';
import { formatTime } from '@yaocai/web-kit/format';
import { ParcelTrack } from '../components/parcel-track';
import { ReturnParcelForm } from '../components/return-parcel-form';

const time = (iso: string) => formatTime(iso);
/** A code not received back: waiting for the parcel, or (after 收到退货) missing from it. */
const RETURN_WAITING = (status: string) =>
  ['applied', 'approved'].includes(status) ? '待寄回' : status === 'rejected' ? '' : '仓库未收到';

const DESTINATION_HINT: Record<string, string> = {
  balance: '退回账户余额，可在“余额管理”查看',
  credit: '恢复账期额度',
  online: '原路退回支付账户，到账时间以支付平台为准',
  red_packet: '退回账户红包',
  cash_voucher: '退回现金券',
};

/** 售后详情 (/order/afterSalesInfo/{id}) and 退货详情 (/order/returnInfo/{id}). */
export function AfterSaleInfoPage({ variant = 'after-sale' }: { variant?: 'after-sale' | 'return' }) {
  const { id = '' } = useParams();
  const saleId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const { data: sale, isLoading, error } = useAfterSaleDetail(saleId);
  const title = variant === 'return' ? '退货详情' : '售后详情';

  if (isLoading) {
    return (
      <UserCentreFrame>
        <Skeleton active paragraph={{ rows: 10 }} />
      </UserCentreFrame>
    );
  }
  if (!sale) {
    const missing = !Number.isSafeInteger(saleId) || (error instanceof ApiError && error.status === 404);
    return (
      <UserCentreFrame>
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? '售后申请不存在' : '售后信息加载失败'}
          extra={<Link to={`${paths.orders}?status=after_sale`}>查看我的售后</Link>}
        />
      </UserCentreFrame>
    );
  }
  const steps = afterSaleSteps(sale.kind, sale.status);
  const refunded = sale.refunds.length > 0;
  const exchange = sale.kind === 'exchange';
  const refundColumn: TableColumnType<AfterSaleDetail['lines'][number]> = {
    title: '退款',
    key: 'refund',
    width: 100,
    render: (_, l) =>
      sale.status === 'refunded' ? `¥${l.refund_amount}` : <span className="cell-grey">待退款</span>,
  };

  return (
    <UserCentreFrame testId="after-sale-detail">
      <div className="order-info__head">
        <div>
          <h1>
            {title} <span className="cell-grey">{sale.after_sale_no}</span>
          </h1>
          <p>
            {sale.kind_name} · 状态：
            <b className={`after-sale-status--${sale.status}`} data-testid="after-sale-status">
              {sale.status_name}
            </b>
            <span className="cell-grey after-sale__time">申请时间 {time(sale.created_at)}</span>
          </p>
        </div>
        <Link to={paths.orderInfo(sale.order_id)}>查看订单 {sale.order_no}</Link>
      </div>
      <Steps
        className="order-steps"
        size="small"
        current={steps.current}
        status={
          steps.error
            ? 'error'
            : sale.status === 'refunded' || sale.status === 'completed'
              ? 'finish'
              : 'process'
        }
        items={steps.items}
      />
      {sale.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          className="uc-alert"
          title={`申请被拒绝：${sale.refuse_reason || '请联系客服了解详情'}`}
        />
      )}
      {sale.status === 'approved' && sale.kind !== 'refund_only' && (
        <Alert
          type="info"
          showIcon
          className="uc-alert"
          title="申请已同意，请将商品连同随货单据寄回，并在包裹内注明售后单号；寄出后请填写退货物流。"
        />
      )}
      {sale.can_enter_return_parcel && (
        <section className="uc-section">
          <h2>填写退货物流</h2>
          <ReturnParcelForm afterSaleId={sale.id} />
        </section>
      )}
      {sale.parcels.length > 0 && (
        <section className="uc-section" data-testid="after-sale-parcels">
          <h2>物流信息</h2>
          {sale.parcels.map((parcel) => (
            <ParcelTrack key={parcel.id} parcel={parcel} showPurpose />
          ))}
        </section>
      )}
      <section className="uc-section">
        <h2>售后商品</h2>
        <Table<AfterSaleDetail['lines'][number]>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={sale.lines}
          columns={[
            { title: '商品', key: 'goods', render: (_, l) => `${l.goods_name} ${l.spec}` },
            { title: '生产厂家', dataIndex: 'manufacturer', className: 'cell-grey' },
            { title: '批号', dataIndex: 'batch_no', width: 110 },
            { title: '有效期至', dataIndex: 'expires_on', width: 100 },
            { title: '单价', key: 'price', width: 90, render: (_, l) => `¥${l.price}` },
            { title: '数量', key: 'qty', width: 80, render: (_, l) => `${l.quantity}${l.unit}` },
            ...(exchange ? [] : [refundColumn]),
          ]}
        />
      </section>
      {sale.lines.some((l) => l.trace_codes.length > 0) && (
        <section className="uc-section" data-testid="after-sale-return-codes">
          <h2>退回追溯码</h2>
          {sale.lines
            .filter((l) => l.trace_codes.length > 0)
            .map((l) => (
              <div key={l.id} className="return-codes__tags">
                <div className="cell-grey">
                  {l.goods_name} {l.spec} · 批号 {l.batch_no} · {l.trace_codes.length}个
                </div>
                {l.trace_codes.map((c) => (
                  <Tag key={c.code} color={c.received ? 'success' : undefined}>
                    {c.code} {c.received ? '已收回' : RETURN_WAITING(sale.status)}
                  </Tag>
                ))}
              </div>
            ))}
        </section>
      )}
      {sale.replacements.length > 0 && (
        <section className="uc-section" data-testid="after-sale-replacements">
          <h2>换货商品</h2>
          <Table<AfterSaleDetail['replacements'][number]>
            rowKey={(r) => `${r.after_sale_line_id}-${r.batch_no}`}
            size="small"
            pagination={false}
            dataSource={sale.replacements}
            columns={[
              { title: '商品', key: 'goods', render: (_, r) => `${r.goods_name} ${r.spec}` },
              { title: '批号', dataIndex: 'batch_no', width: 140 },
              { title: '有效期至', dataIndex: 'expires_on', width: 120 },
              { title: '数量', dataIndex: 'quantity', width: 80 },
            ]}
          />
        </section>
      )}
      <section className="uc-section">
        <h2>{exchange ? '售后信息' : '退款信息'}</h2>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="售后原因" span={exchange ? 2 : 1}>
            {sale.reason}
          </Descriptions.Item>
          {exchange ? (
            <Descriptions.Item label="处理方式" span={2}>
              换货不退款：收到退回商品后按先到期先出发出同品种新货
            </Descriptions.Item>
          ) : (
            <>
              <Descriptions.Item label={refunded ? '已退款' : '预计退款'}>
                <b className="text-red" style={{ whiteSpace: 'nowrap' }} data-testid="after-sale-amount">
                  ¥{refunded ? sale.refund_amount : sale.estimated_refund}
                </b>
              </Descriptions.Item>
              <Descriptions.Item label="退款去向" span={2}>
                {refunded
                  ? sale.refunds.map((r) => (
                      <div key={r.destination}>
                        {r.destination_name} ¥{r.amount}
                        <span className="cell-grey">（{DESTINATION_HINT[r.destination] ?? '原路退回'}）</span>
                      </div>
                    ))
                  : '退款将按原支付方式原路退回（余额、账期、在线支付、红包、现金券按订单分摊退回）'}
              </Descriptions.Item>
            </>
          )}
          {sale.photos.length > 0 && (
            <Descriptions.Item label="凭证图片" span={2}>
              <Image.PreviewGroup>
                {sale.photos.map((src, i) => (
                  <Image key={i} src={src} width={80} height={80} className="after-sale__photo" />
                ))}
              </Image.PreviewGroup>
            </Descriptions.Item>
          )}
        </Descriptions>
      </section>
    </UserCentreFrame>
  );
}

export const ReturnInfoPage = () => <AfterSaleInfoPage variant="return" />;

export default AfterSaleInfoPage;
