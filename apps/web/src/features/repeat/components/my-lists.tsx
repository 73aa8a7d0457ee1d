import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Segmented, Table } from 'antd';
import { ApiError } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import { canBuyNow, stockColumn, todayPriceColumn } from '../../catalog/components/goods-columns';
import {
  deleteList,
  removeListItem,
  repeatKey,
  useListDetail,
  useLists,
  type ListDetailAnswer,
} from '../api/repeat';

type Item = ListDetailAnswer['items'][number];

/** 我的清单: the member's named lists; one list's goods, added to the cart together. */
export function MyLists({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (items: { goods_id: number; number: number }[]) => Promise<boolean>;
}) {
  const { data } = useLists();
  const lists = data?.list ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const current = picked ?? lists[0]?.id ?? null;
  const { data: detail, isLoading } = useListDetail(current);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const refresh = () => queryClient.invalidateQueries({ queryKey: repeatKey });
  const guard = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
      void refresh();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };

  if (lists.length === 0) {
    return <Empty description="还没有清单：在商品页或常购商品中点“加入清单”即可建立" />;
  }
  const buyable = (detail?.items ?? []).filter(canBuyNow);
  return (
    <div data-testid="my-lists">
      <div className="uc-head__tools" style={{ marginBottom: 12, justifyContent: 'space-between' }}>
        <Segmented
          value={current ?? undefined}
          onChange={(v) => setPicked(Number(v))}
          options={lists.map((l) => ({ value: l.id, label: `${l.name}（${l.count}）` }))}
        />
        <span>
          <Button
            type="primary"
            disabled={buyable.length === 0}
            loading={busy}
            onClick={() => onAdd(buyable.map((i) => ({ goods_id: i.goods_id, number: i.number })))}
          >
            整单加入购物车
          </Button>
          <Popconfirm
            title="删除这个清单？"
            onConfirm={() => current && guard(() => deleteList(current), '清单已删除')}
          >
            <Button type="text" danger>
              删除清单
            </Button>
          </Popconfirm>
        </span>
      </div>
      <Table<Item>
        rowKey="id"
        size="middle"
        loading={isLoading}
        dataSource={detail?.items ?? []}
        pagination={false}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, i) =>
              i.goods ? (
                <>
                  <Link to={paths.goodsInfo(i.goods_id)} className="goods-table__title">
                    {i.goods.name}
                  </Link>
                  <div className="cell-grey">
                    {i.goods.ypgg} ｜ {i.goods.sccj}
                  </div>
                </>
              ) : (
                <span className="cell-grey">商品已下架</span>
              ),
          },
          { title: '数量', dataIndex: 'number', width: 80 },
          todayPriceColumn<Item>('今日价', '—'),
          stockColumn<Item>(),
          {
            title: '操作',
            key: 'ops',
            width: 90,
            render: (_, i) => (
              <Button
                size="small"
                type="link"
                onClick={() => current && guard(() => removeListItem(current, i.id), '已移出清单')}
              >
                移出
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
