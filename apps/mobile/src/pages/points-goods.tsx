import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Empty, List, Radio, Result, Skeleton, Stepper } from 'antd-mobile';
import { addressList, type PointsExchangeAnswer, type PointsGoodsItem } from '@yaocai/contract';
import { exchangeBlock, exchangeCeiling } from '@yaocai/web-kit/points';
import { couponAmount } from '@yaocai/web-kit/coupons';
import { NavPage } from '../components/page';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { useExchange, usePointsItem } from '../lib/points';
import { isMember, useProfile } from '../lib/queries';
import '../styles/marketing.css';

/** 满200减10，30天有效 (or 无门槛减10). */
const couponRule = (c: NonNullable<PointsGoodsItem['coupon']>) =>
  `${Number(c.threshold) > 0 ? `满${couponAmount(c.threshold)}减` : '无门槛减'}${couponAmount(c.amount)}，${c.days}天有效`;

/** 积分商品: picture, rules, quantity and, for a gift, the address; 立即兑换 spends the member's points. */
export function PointsGoodsPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const profile = useProfile();
  const member = isMember(profile.data);
  const found = usePointsItem(id, profile.data?.username ?? '');
  const item = found.data?.item ?? null;
  const points = found.data?.points ?? 0;
  const isGift = item?.kind === 'goods';
  const addresses = useQuery({
    queryKey: ['addresses'],
    queryFn: ({ signal }) => call(addressList, undefined, { signal }),
    enabled: member && isGift,
  });
  const list = addresses.data?.list ?? [];
  const [number, setNumber] = useState(1);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [done, setDone] = useState<PointsExchangeAnswer | null>(null);
  const exchange = useExchange();

  if (found.isPending || profile.isPending)
    return (
      <NavPage title="积分商品">
        <Skeleton.Paragraph lineCount={8} animated />
      </NavPage>
    );
  if (!item)
    return (
      <NavPage title="积分商品" testId="m-points-item">
        <Empty description="该商品已下架" />
      </NavPage>
    );

  const ceiling = exchangeCeiling(item, points);
  const block = exchangeBlock(item, points, member);
  const chosen = addressId ?? list.find((a) => a.is_default === 1)?.id ?? list[0]?.id;
  const cost = item.points * number;

  const submit = () => {
    if (!member) return navigate(`${m.login}?redirect=/m/points/${item.id}`);
    if (isGift && chosen === undefined) return void Dialog.alert({ content: '请先添加收货地址' });
    exchange.mutate(
      { id: item.id, number, address_id: isGift ? chosen : undefined },
      { onSuccess: (answer) => setDone(answer) },
    );
  };

  if (done)
    return (
      <NavPage title="兑换成功" testId="m-points-done">
        <Result
          status="success"
          title="兑换成功"
          description={
            <span data-testid="m-exchange-done">
              {item.kind === 'coupon'
                ? `已消耗${done.points_spent}积分，优惠券已发放到「我的优惠券」。`
                : `已消耗${done.points_spent}积分，积分订单${done.order_no}已提交，我们将尽快为您发货。`}
              剩余积分 {done.points}
            </span>
          }
        />
        <div className="mk-actions">
          <Button
            block
            color="primary"
            onClick={() => navigate(item.kind === 'coupon' ? m.coupons : m.pointsOrders)}
          >
            {item.kind === 'coupon' ? '查看我的优惠券' : '查看兑换记录'}
          </Button>
          <Button block onClick={() => navigate(m.points)}>
            继续兑换
          </Button>
        </div>
      </NavPage>
    );

  return (
    <NavPage title="积分商品" testId="m-points-item">
      <img className="mk-detail-image" src={item.image} alt={item.name} />
      <div className="section">
        <div className="mk-detail-name" data-testid="m-points-item-name">
          {item.name}
        </div>
        <div className="price mk-detail-points">{item.points} 积分</div>
        <p className="mk-detail-desc">{item.coupon ? couponRule(item.coupon) : item.description}</p>
        <div className="muted">
          库存 {item.stock} 件 ·{' '}
          {item.limit_per_member > 0
            ? `每人限兑${item.limit_per_member}件${item.exchanged_by_me > 0 ? `，已兑${item.exchanged_by_me}件` : ''}`
            : '不限兑换次数'}
        </div>
      </div>
      {member ? (
        <List header="兑换">
          <List.Item
            extra={
              <Stepper
                min={1}
                max={Math.max(1, ceiling)}
                value={number}
                onChange={(v) => setNumber(v)}
                disabled={ceiling < 1}
                data-testid="m-exchange-number"
              />
            }
          >
            兑换数量
          </List.Item>
          <List.Item extra={<span className="price">{cost} 积分</span>} description={`可用积分 ${points}`}>
            所需积分
          </List.Item>
        </List>
      ) : null}
      {member && isGift ? (
        <List header="收货地址">
          {list.length === 0 && addresses.isSuccess ? (
            <List.Item onClick={() => navigate(m.addressesAndBack)}>还没有收货地址，去添加</List.Item>
          ) : (
            <Radio.Group value={chosen} onChange={(v) => setAddressId(Number(v))}>
              {list.map((a) => (
                <List.Item key={a.id} description={a.full_address} data-testid="m-exchange-address">
                  <Radio value={a.id}>
                    {a.consignee} {a.phone}
                    {a.is_default === 1 ? <span className="muted">（默认）</span> : null}
                  </Radio>
                </List.Item>
              ))}
              <List.Item onClick={() => navigate(m.addressesAndBack)}>新增或管理收货地址</List.Item>
            </Radio.Group>
          )}
        </List>
      ) : null}
      {item.kind === 'coupon' ? (
        <p className="muted mk-note">
          兑换后优惠券立即发放到「<Link to={m.coupons}>我的优惠券</Link>」，{item.coupon?.days ?? 30}天内有效
        </p>
      ) : null}
      <div className="bottom-bar">
        <span className="mk-bar-text">
          {member ? (
            <>
              合计 <b className="price">{cost}</b> 积分
            </>
          ) : (
            '登录后即可兑换'
          )}
        </span>
        <Button
          color="primary"
          shape="rounded"
          loading={exchange.isPending}
          disabled={block !== null || (member && cost > points)}
          onClick={submit}
          data-testid="m-exchange-submit"
        >
          {block ?? (member ? '立即兑换' : '登录兑换')}
        </Button>
      </div>
    </NavPage>
  );
}
