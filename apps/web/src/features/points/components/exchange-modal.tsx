import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Empty, InputNumber, Modal, Radio, Skeleton } from 'antd';
import type { PointsGoodsItem } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { useQuery } from '@tanstack/react-query';
import { addressListQueryOptions } from '../../account/api/address-list';
import { exchangeCeiling } from '../lib/exchange-ceiling';

/**
 * 兑换 dialog: the quantity (up to what stock, the per-member limit and the member's points allow)
 * and, for a gift, which of the member's addresses it ships to.
 */
export function ExchangeModal({
  item,
  points,
  pending,
  onCancel,
  onSubmit,
}: {
  item: PointsGoodsItem | null;
  points: number;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: { id: number; number: number; address_id?: number }) => void;
}) {
  const isGift = item?.kind === 'goods';
  // Only a gift needs an address (and only a member may read them).
  const addresses = useQuery({ ...addressListQueryOptions(), enabled: isGift });
  const list = addresses.data?.list ?? [];
  const [number, setNumber] = useState(1);
  const [addressId, setAddressId] = useState<number | undefined>();

  useEffect(() => {
    setNumber(1);
    setAddressId(undefined);
  }, [item?.id]);
  const chosen = addressId ?? list.find((a) => a.is_default === 1)?.id ?? list[0]?.id;

  if (!item) return null;
  const ceiling = exchangeCeiling(item, points);
  const cost = item.points * number;
  const short = cost > points;

  return (
    <Modal
      open
      title="确认兑换"
      okText="确认兑换"
      cancelText="取消"
      onCancel={onCancel}
      confirmLoading={pending}
      okButtonProps={{ disabled: ceiling < 1 || short || (isGift && chosen === undefined) }}
      onOk={() => onSubmit({ id: item.id, number, address_id: isGift ? chosen : undefined })}
      width={560}
      destroyOnHidden
    >
      <div className="jf-confirm" data-testid="exchange-modal">
        <img src={item.image} alt={item.name} className="jf-confirm__image" />
        <div className="jf-confirm__main">
          <b className="jf-confirm__name">{item.name}</b>
          <span className="jf-confirm__points">{item.points} 积分 / 件</span>
          <div className="jf-confirm__row">
            <span>兑换数量</span>
            <InputNumber
              min={1}
              max={Math.max(1, ceiling)}
              precision={0}
              value={number}
              onChange={(v) => setNumber(Math.max(1, Math.min(Math.max(1, ceiling), Number(v) || 1)))}
              data-testid="exchange-number"
            />
            <span className="cell-grey">
              {item.limit_per_member > 0 ? `每人限兑${item.limit_per_member}件，` : ''}库存{item.stock}件
            </span>
          </div>
          <div className="jf-confirm__row">
            <span>所需积分</span>
            <b className="jf-confirm__total" data-testid="exchange-total">
              {cost}
            </b>
            <span className="cell-grey">
              可用积分 {points}
              {!short && `，兑换后剩余 ${points - cost}`}
            </span>
          </div>
        </div>
      </div>
      {short && (
        <Alert type="warning" showIcon message="积分不足，请减少兑换数量" className="jf-confirm__alert" />
      )}
      {item.kind === 'coupon' && (
        <Alert
          type="info"
          showIcon
          className="jf-confirm__alert"
          message={`兑换后优惠券立即发放到“我的优惠券”，${item.coupon?.days ?? 30}天内有效`}
        />
      )}
      {isGift && (
        <div className="jf-address">
          <div className="jf-address__head">
            <b>收货地址</b>
            <Link to={paths.addresses}>管理收货地址</Link>
          </div>
          {addresses.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : list.length === 0 ? (
            <Empty description={<Link to={paths.addresses}>还没有收货地址，去添加</Link>} />
          ) : (
            <Radio.Group
              className="jf-address__list"
              value={chosen}
              onChange={(e) => setAddressId(Number(e.target.value))}
            >
              {list.map((a) => (
                <Radio key={a.id} value={a.id} data-testid="exchange-address">
                  <b>{a.consignee}</b> {a.phone}
                  <span className="jf-address__text">{a.full_address}</span>
                  {a.is_default === 1 && <span className="jf-address__default">默认</span>}
                </Radio>
              ))}
            </Radio.Group>
          )}
        </div>
      )}
    </Modal>
  );
}
