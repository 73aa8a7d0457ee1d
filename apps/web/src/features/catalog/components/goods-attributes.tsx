import type { ReactNode } from 'react';
import type { GoodsDetail } from '../api/types';
import { ExpiryText, StockText } from './goods-facts';

/** What a pharmacy buyer reads before buying (DOMAIN.md "Goods"), two facts a row. */
export function GoodsAttributes({ goods }: { goods: GoodsDetail }) {
  const rows: { label: string; value: ReactNode; testId?: string; wide?: boolean }[] = [
    { label: '批准文号', value: goods.approval_number || '—', testId: 'approval-number' },
    { label: '规格', value: goods.ypgg || '—' },
    { label: '剂型', value: goods.dosage_form || '—' },
    { label: '包装单位', value: goods.bzdw || '—' },
    { label: '生产厂家', value: goods.sccj || '—', wide: true },
    {
      label: '中包装',
      value: goods.middle_pack
        ? `${goods.middle_pack}${goods.bzdw}${goods.can_split === 1 ? '（可拆零）' : '（不拆零）'}`
        : '—',
    },
    { label: '件装量', value: goods.piece_pack ? `${goods.piece_pack}${goods.bzdw}/件` : '—' },
    {
      label: '效期',
      testId: 'batch-expiry',
      value: goods.expires_on ? (
        <>
          <ExpiryText goods={goods} prominent={goods.near_expiry === 1} />
          {goods.near_expiry === 1 && <i className="expiry-flag">近效期</i>}
          {goods.batch_no && <span className="goods-attrs__batch">批号 {goods.batch_no}</span>}
        </>
      ) : (
        '暂无在售批号'
      ),
    },
    { label: '库存', value: <StockText goods={goods} />, testId: 'goods-stock' },
  ];
  if (goods.origin) rows.push({ label: '产地', value: goods.origin });
  if (goods.device_class) rows.push({ label: '器械类别', value: `${goods.device_class}医疗器械` });
  if (goods.scope_class) rows.push({ label: '经营范围', value: goods.scope_class });
  if (goods.is_free_shipping === 1 && goods.free_shipping_number > 0) {
    rows.push({
      label: '包邮规则',
      value: (
        <span className="ship-rule">
          满{goods.free_shipping_number}
          {goods.bzdw}包邮
        </span>
      ),
    });
  }
  return (
    <dl className="goods-attrs">
      {rows.map((row) => (
        <div key={row.label} className={row.wide ? 'goods-attrs__item is-wide' : 'goods-attrs__item'}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
