import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Button, Empty, Modal, Pagination, Result, Skeleton } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import type { PointsExchangeAnswer, PointsGoodsItem } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { isLoggedIn, useProfile } from '../../account/api/profile';
import { useExchange, usePointsGoods } from '../api/points';
import { ExchangeModal } from '../components/exchange-modal';
import { PointsGoodsCard } from '../components/points-goods-card';

const LOGIN_TEXT = '登录后即可使用积分兑换礼品和优惠券';

/** 积分商城 (/jfsc): gifts and coupons for points; visitors browse, and 兑换 asks them to log in. */
export function PointsMallPage() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const { data: profile } = useProfile({ load: false });
  const loggedIn = isLoggedIn(profile);
  const { data, isLoading } = usePointsGoods(page, profile?.username ?? '');
  const exchange = useExchange();
  const [picked, setPicked] = useState<PointsGoodsItem | null>(null);
  const [done, setDone] = useState<{ item: PointsGoodsItem; answer: PointsExchangeAnswer } | null>(null);
  const points = data?.points ?? 0;

  const askLogin = () =>
    modal.confirm({
      title: '请先登录',
      content: LOGIN_TEXT,
      okText: '去登录',
      cancelText: '再看看',
      onOk: () => navigate(paths.loginWithRedirect(paths.pointsMall)),
    });

  const submit = (input: { id: number; number: number; address_id?: number }) => {
    const item = picked;
    if (!item) return;
    exchange.mutate(input, {
      onSuccess: (answer) => {
        setPicked(null);
        setDone({ item, answer });
      },
    });
  };

  return (
    <div className="container jf-mall" data-testid="points-mall">
      <section className="jf-hero">
        <div className="jf-hero__title">
          <GiftOutlined />
          <div>
            <h1>积分商城</h1>
            <p>订单完成即得积分，每实付1元得{data?.rate ?? 1}积分，可兑换门店实用礼品和采购优惠券</p>
          </div>
        </div>
        {loggedIn ? (
          <div className="jf-hero__mine">
            <span>我的积分</span>
            <b data-testid="mall-points">{data ? points : '—'}</b>
            <div className="jf-hero__links">
              <Link to={paths.points}>积分明细</Link>
              <Link to={paths.pointsOrders}>兑换记录</Link>
            </div>
          </div>
        ) : (
          <div className="jf-hero__mine">
            <span>{LOGIN_TEXT}</span>
            <Link className="btn btn--primary" to={paths.loginWithRedirect(paths.pointsMall)}>
              登录查看我的积分
            </Link>
          </div>
        )}
      </section>

      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data || data.list.length === 0 ? (
        <Empty className="jf-empty" description="暂无可兑换的商品，敬请期待" />
      ) : (
        <div className="jf-grid">
          {data.list.map((item) => (
            <PointsGoodsCard
              key={item.id}
              item={item}
              points={points}
              loggedIn={loggedIn}
              onExchange={() => (loggedIn ? setPicked(item) : askLogin())}
            />
          ))}
        </div>
      )}
      {data && data.total > data.page_size && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      )}

      {picked && (
        <ExchangeModal
          item={picked}
          points={points}
          pending={exchange.isPending}
          onCancel={() => setPicked(null)}
          onSubmit={submit}
        />
      )}
      {done && (
        <ExchangeDone
          item={done.item}
          answer={done.answer}
          onClose={() => setDone(null)}
          onGo={(to) => navigate(to)}
        />
      )}
    </div>
  );
}

function ExchangeDone({
  item,
  answer,
  onClose,
  onGo,
}: {
  item: PointsGoodsItem;
  answer: PointsExchangeAnswer;
  onClose: () => void;
  onGo: (to: string) => void;
}) {
  const coupon = item.kind === 'coupon';
  return (
    <Modal open footer={null} onCancel={onClose} width={520} title={null}>
      <Result
        status="success"
        title="兑换成功"
        subTitle={
          <span data-testid="exchange-done">
            {coupon
              ? `已消耗${answer.points_spent}积分，优惠券已发放到您的账户。`
              : `已消耗${answer.points_spent}积分，积分订单${answer.order_no}已提交，我们将尽快为您发货。`}
            剩余积分 {answer.points}
          </span>
        }
        extra={[
          <Button key="go" type="primary" onClick={() => onGo(coupon ? paths.coupons : paths.pointsOrders)}>
            {coupon ? '查看我的优惠券' : '查看积分订单'}
          </Button>,
          <Button key="stay" onClick={onClose}>
            继续兑换
          </Button>,
        ]}
      />
    </Modal>
  );
}

export default PointsMallPage;
