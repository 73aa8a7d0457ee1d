import { Link } from 'react-router';
import { Tabs } from 'antd';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useCoupons } from '../api/wallet';
import { VoucherList } from '../components/voucher-list';
import { usePageParams } from '../lib/use-page-params';

/** 优惠券 (/yhq): unused, used and expired coupons. */
export function CouponsPage() {
  const { page, filter, go } = usePageParams('status', [0, 1, 2]);
  const { data, isLoading } = useCoupons(page, filter);
  const counts = data?.counts;
  return (
    <UserCentreFrame testId="coupons-page">
      <div className="uc-head">
        <h1>优惠券</h1>
        <Link to={paths.couponCentre}>去领券中心 &gt;</Link>
      </div>
      <Tabs
        activeKey={String(filter)}
        onChange={(k) => go({ filter: Number(k) })}
        items={[
          { key: '0', label: `未使用${counts ? `（${counts.unused}）` : ''}` },
          { key: '1', label: `已使用${counts ? `（${counts.used}）` : ''}` },
          { key: '2', label: `已过期${counts ? `（${counts.expired}）` : ''}` },
        ]}
      />
      <VoucherList
        data={data}
        loading={isLoading}
        page={page}
        onPage={(p) => go({ page: p })}
        empty="暂无优惠券"
      />
    </UserCentreFrame>
  );
}

export default CouponsPage;
