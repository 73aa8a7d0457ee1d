import { Link, useLocation } from 'react-router';
import { Breadcrumb, Button, Empty, Skeleton } from 'antd';
import { paths } from '../../../app/paths';
import { useCashback } from '../api/cashback';
import { CashbackRecords } from '../components/cashback-records';
import { CashbackTiers } from '../components/cashback-tiers';

const STEPS = [
  ['选购下单', '活动期间下单采购，满减、优惠券后的商品金额计入门槛'],
  ['确认收货', '订单完成（确认收货）后按达到的最高一档返现'],
  ['自动到账', '返现自动存入账户余额或账户红包，可直接用于下次采购'],
  ['退款扣回', '订单退款后若不再满足门槛，扣回相应返现'],
];

const RULES = [
  '门槛按单笔订单的商品实付金额计算：商品金额减去满减和优惠券，不含运费；账户红包、现金券抵扣的部分照常计入。',
  '一笔订单只返现一次，同时满足多档时按返现金额最高的一档返还；以下单时进行中的活动为准。',
  '订单完成后返现自动到账，可在「账户余额」或「账户红包」明细中查看；赠品不计入门槛。',
  '售后退款后订单商品实付金额不再满足原档门槛的，将扣回超出部分；返现已被使用、余额不足时，仅扣回剩余部分，不影响退款。',
  '活动最终解释权归药采网所有，如有疑问请联系您的客户经理。',
];

/** 满额返现 (/hb): the running tiers, how it works, and the member's cashback records. */
export function CashbackPage() {
  const { data, isLoading } = useCashback();
  const location = useLocation();
  return (
    <div className="container cc-page" data-testid="cashback-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '满额返现' }]}
      />
      <div className="hb-hero">
        <div>
          <h1>满额返现</h1>
          <p>采购满额 · 确认收货即返 · 返现可直接抵扣货款</p>
        </div>
        <Link to={paths.list} className="cc-hero__link">
          去采购 &gt;
        </Link>
      </div>
      <section className="hb-section">
        <h2>返现档位</h2>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : data && data.rules.length > 0 ? (
          <CashbackTiers rules={data.rules} />
        ) : (
          <Empty description="当前暂无进行中的返现活动，敬请期待" />
        )}
      </section>
      <section className="hb-section">
        <h2>返现流程</h2>
        <div className="hb-steps">
          {STEPS.map(([title, text], i) => (
            <div key={title} className="hb-step">
              <b>
                <em>{i + 1}</em>
                {title}
              </b>
              {text}
            </div>
          ))}
        </div>
      </section>
      <section className="hb-section" data-testid="cashback-my-records">
        <h2>我的返现</h2>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : data?.logged_in ? (
          <>
            <p className="hb-summary">
              累计获得返现 <b>¥{data.total_amount}</b>（已扣除退款扣回部分）
            </p>
            <CashbackRecords records={data.records} />
          </>
        ) : (
          <div className="hb-actions">
            <p className="hb-summary">登录后查看您的返现记录</p>
            <Link to={paths.loginWithRedirect(location.pathname)}>
              <Button type="primary" danger>
                立即登录
              </Button>
            </Link>
          </div>
        )}
      </section>
      <section className="hb-section">
        <h2>活动规则</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export default CashbackPage;
