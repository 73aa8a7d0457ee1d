import { useSearchParams } from 'react-router';
import { Pagination, Switch, Tabs } from 'antd';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useBuyAgain } from '../../cart/hooks/use-buy-again';
import { useUsualGoods } from '../api/repeat';
import { MyLists } from '../components/my-lists';
import { UsualGoodsTable } from '../components/usual-goods-table';

/** 常购清单 (/cgqd): goods bought in the last 12 months with 补货提醒, and the member's named lists. */
export function UsualGoodsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'lists' ? 'lists' : 'usual';
  const due = params.get('due') === '1';
  const raw = params.get('page');
  const page = raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const { data, isLoading } = useUsualGoods(page, due);
  const { add, busy } = useBuyAgain();

  return (
    <UserCentreFrame testId="usual-goods-page">
      <div className="uc-head">
        <h1>常购清单</h1>
        {tab === 'usual' && (
          <div className="uc-head__tools">
            <span>只看该补货的</span>
            <Switch
              checked={due}
              onChange={(v) => setParams(v ? { due: '1' } : {})}
              data-testid="usual-only-due"
            />
          </div>
        )}
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'lists' ? { tab: 'lists' } : {})}
        items={[
          {
            key: 'usual',
            label: `常购商品${data ? `（${data.total}）` : ''}`,
            children: (
              <>
                <UsualGoodsTable list={data?.list ?? []} loading={isLoading} busy={busy} onAdd={add} />
                {data && data.total > data.page_size && (
                  <Pagination
                    className="order-pager"
                    current={page}
                    pageSize={data.page_size}
                    total={data.total}
                    showSizeChanger={false}
                    onChange={(p) =>
                      setParams({ ...(due ? { due: '1' } : {}), ...(p > 1 ? { page: String(p) } : {}) })
                    }
                  />
                )}
              </>
            ),
          },
          { key: 'lists', label: '我的清单', children: <MyLists busy={busy} onAdd={add} /> },
        ]}
      />
    </UserCentreFrame>
  );
}

export default UsualGoodsPage;
