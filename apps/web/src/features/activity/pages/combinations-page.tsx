import { Breadcrumb, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useCombinations } from '../api/activity';
import { ActivityBanner } from '../components/activity-banner';
import { CombinationCard } from '../components/combination-card';
import { useNoActivity } from '../lib/use-no-activity';

/** /zhzq 组合购: every bundle on offer with its goods, the bundle price against buying them apart. */
export function CombinationsPage() {
  const { data, isLoading, isError } = useCombinations();
  useNoActivity(!isLoading && !isError && (data?.length ?? 0) === 0);
  const ends = (data ?? []).map((c) => c.ends_at).sort()[0];
  return (
    <div className="container activity-page" data-testid="combinations-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '组合购' }]}
      />
      <ActivityBanner
        theme="purple"
        title="组合购 · 搭配采购更省"
        subtitle="常用品种科学搭配，整组下单享组合价"
        rule="组合整组加入购物车、整组结算；组合价不再叠加满减与优惠券，可使用红包和现金券"
        endsAt={ends}
      />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="combo-list">
          {(data ?? []).map((combo) => (
            <CombinationCard key={combo.id} combo={combo} />
          ))}
        </div>
      )}
    </div>
  );
}

export default CombinationsPage;
