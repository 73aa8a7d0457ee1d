import { Link } from 'react-router';
import { Segmented, Space } from 'antd';
import type { OperatorPointsGoods, PointsGoodsInput } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { SearchToolbar } from '../../../components/search-toolbar';
import { SectionHeader } from '../../../components/section-header';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { usePointsGoods, useSavePointsGoods } from '../api/points-mall';
import { PointsGoodsModal } from '../components/points-goods-modal';
import { PointsGoodsTable } from '../components/points-goods-table';
import { PROMOTION_TABS } from '../lib/promotion-labels';
import { savedText, usePromotionEditor } from '../lib/use-promotion-editor';
import { ListPage } from '../../../components/list-kit/list-page';
import { NewButton } from '../../../components/new-button';

const KINDS = [
  { value: 'all', label: '全部类型' },
  { value: 'goods', label: '实物礼品' },
  { value: 'coupon', label: '优惠券' },
];

/**
 * 积分商城: the gifts and coupons members exchange points for, on sale or not, with how many went;
 * 新增/编辑 with promotion.update. The points orders they make are shipped from 订单管理 › 积分订单.
 */
export function PointsMallPage() {
  const { search, update, page, paging } = useListParams();
  const can = useCan();
  const keyword = search.get('keyword') ?? undefined;
  const rawKind = search.get('kind');
  const kind = rawKind === 'goods' || rawKind === 'coupon' ? rawKind : undefined;
  const goods = usePointsGoods({ page, keyword, kind });
  const save = useSavePointsGoods();
  const { setEditing, modal } = usePromotionEditor<OperatorPointsGoods, PointsGoodsInput>(
    save,
    (_, created) => savedText('兑换商品', undefined, created),
  );

  return (
    <ListPage
      header={
        <>
          <SectionHeader
            section="促销管理"
            tabs={PROMOTION_TABS}
            extra={
              <Space>
                {can('order.read') && <Link to={paths.pointsOrders()}>积分订单</Link>}
                {can('promotion.update') && (
                  <NewButton label="新增兑换商品" testId="pg-new" onClick={() => setEditing('new')} />
                )}
              </Space>
            }
          />
        </>
      }
      overlays={<PointsGoodsModal {...modal} />}
    >
      <div className="table-toolbar">
        <div className="toolbar-filters">
          <Segmented
            value={kind ?? 'all'}
            options={KINDS}
            onChange={(v) => update({ kind: v === 'all' ? undefined : v, page: undefined })}
            data-testid="pg-kind"
          />
        </div>
      </div>
      <SearchToolbar placeholder="搜索兑换商品名称" testId="pg-search" query={goods} />
      <PointsGoodsTable
        items={goods.data?.list}
        loading={goods.isFetching}
        mayUpdate={can('promotion.update')}
        onEdit={setEditing}
        paging={paging(goods.data)}
      />
    </ListPage>
  );
}
