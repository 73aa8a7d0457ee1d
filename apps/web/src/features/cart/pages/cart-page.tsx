import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Skeleton, Tabs } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_LIST_DEFAULT_FILTER } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { useProfile } from '../../account/api/profile';
import { ApiError } from '@yaocai/web-kit/http';
import { cartQueryKey, cartStoreQueryOptions, useCartStore } from '../api/cart-list';
import { editCartLine, selectCartLines } from '../api/cart-line-actions';
import { deleteCartLines } from '../api/delete-cart-lines';
import type { CartLine, CartStore } from '../api/types';
import { CartLineRow } from '../components/cart-line-row';
import { CartPromotions } from '../components/cart-promotions';
import { CartTotalsBar } from '../components/cart-totals-bar';
import { CartTradeUps } from '../components/cart-trade-ups';
import { CopyToStores } from '../components/copy-to-stores';
import { PlanImportButton } from '../components/plan-import/plan-import-button';
import { isLineSelectable, selectionState, withSelection } from '../lib/cart-selection';

const SELECTED_FILTER = 1;
const INVALID_FILTER = 6;

function readFilter(raw: string | null): number {
  return raw && /^\d{1,5}$/.test(raw) ? Number(raw) : CART_LIST_DEFAULT_FILTER;
}

/** 我的购物车 (/cart, step 1): filters, selection, quantities, hints, 满减, shipping and totals. */
export function CartPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const options = cartStoreQueryOptions(filter);
  const { data: store, isLoading } = useCartStore(filter);
  const { data: profile } = useProfile({ load: false });
  const [checkingOut, setCheckingOut] = useState(false);
  const lines = useMemo(() => store?.data ?? [], [store]);
  const selection = selectionState(lines);
  const isChain = profile?.is_chain === 1;

  const refresh = () => queryClient.invalidateQueries({ queryKey: cartQueryKey });
  const patch = (update: (s: CartStore) => CartStore) =>
    queryClient.setQueryData(options.queryKey, (s) => (s ? update(s) : s));

  const select = async (ids: number[], selected: boolean) => {
    if (ids.length === 0) return;
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    patch((s) => withSelection(s, ids, selected));
    try {
      await selectCartLines(ids, selected);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      void refresh();
    }
  };

  const setQuantity = async (line: CartLine, number: number) => {
    patch((s) => ({ ...s, data: s.data.map((l) => (l.id === line.id ? { ...l, number } : l)) }));
    try {
      await editCartLine(line.id, number);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      void refresh();
    }
  };

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return;
    try {
      await deleteCartLines(ids);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      void refresh();
    }
  };

  const clearInvalid = async () => {
    const invalid = await queryClient.fetchQuery(cartStoreQueryOptions(INVALID_FILTER));
    await remove(invalid.data.map((l) => l.id));
  };

  /** Every selected line, whatever the filter shows. */
  const checkout = async () => {
    setCheckingOut(true);
    try {
      const chosen = await queryClient.fetchQuery({
        ...cartStoreQueryOptions(SELECTED_FILTER),
        staleTime: 0,
      });
      const ids = chosen.data.filter(isLineSelectable).map((l) => l.id);
      if (ids.length > 0) navigate(paths.cartStep2With(ids));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setCheckingOut(false);
    }
  };

  if (isLoading && !store) {
    return (
      <div className="container cart-page" data-testid="cart-page">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }

  const all = store?.filter_data.find((f) => f.id === CART_LIST_DEFAULT_FILTER)?.count ?? lines.length;
  if (!store || all === 0) {
    return (
      <div className="container cart-page" data-testid="cart-page">
        <div className="cart-empty">
          <Empty
            image={<ShoppingCartOutlined className="cart-empty__icon" />}
            description="购物车空空如也，快去挑选商品吧"
          >
            <Link to={paths.list}>
              <Button type="primary">去采购</Button>
            </Link>
            <Link to={paths.quickPurchase} className="cart-empty__link">
              从采购记录快捷采购
            </Link>
            <div className="cart-empty__import">
              <PlanImportButton type="link">导入采购计划（批量采购）</PlanImportButton>
            </div>
          </Empty>
        </div>
      </div>
    );
  }

  const invalidCount = store.filter_data.find((f) => f.id === INVALID_FILTER)?.count ?? 0;
  const changed = lines.filter((l) => l.price_changed);
  const tabs = store.filter_data.filter((f) => f.id === CART_LIST_DEFAULT_FILTER || f.count > 0);

  return (
    <div className="container cart-page" data-testid="cart-page">
      <div className="cart-head">
        <div className="cart-head__title">
          <h1>
            我的购物车 <small>（共 {all} 种商品）</small>
          </h1>
          <PlanImportButton />
        </div>
        <Tabs
          className="cart-filters"
          activeKey={String(filter)}
          onChange={(key) => setParams(Number(key) === CART_LIST_DEFAULT_FILTER ? {} : { filter: key })}
          items={tabs.map((f) => ({ key: String(f.id), label: `${f.name}（${f.count}）` }))}
        />
      </div>
      {store.refusal && <Alert type="error" showIcon className="cart-alert" title={store.refusal} />}
      {changed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="cart-alert"
          data-testid="cart-price-notice"
          title={`有 ${changed.length} 种商品价格发生变化，请核对后再结算：${changed
            .map(
              (l) =>
                `${l.goods?.name ?? l.combination?.name}（¥${l.price_changed!.from} → ¥${l.price_changed!.to}）`,
            )
            .join('；')}`}
        />
      )}
      <CartPromotions store={store} />
      <CartTradeUps store={store} />
      <div className="cart-table">
        <div className="cart-table__head">
          <div className="cart-col cart-col--check">
            <Checkbox
              checked={selection.allSelected}
              indeterminate={selection.someSelected}
              disabled={selection.selectableIds.length === 0}
              onChange={(e) => select(selection.selectableIds, e.target.checked)}
              data-testid="cart-select-all"
            >
              全选
            </Checkbox>
          </div>
          <div className="cart-col cart-col--goods">商品信息</div>
          <div className="cart-col cart-col--price">单价</div>
          <div className="cart-col cart-col--qty">数量</div>
          <div className="cart-col cart-col--amount">小计</div>
          <div className="cart-col cart-col--ops">操作</div>
        </div>
        {lines.length === 0 && <Empty className="cart-table__empty" description="该筛选下没有商品" />}
        {lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            onSelect={(l, selected) => select([l.id], selected)}
            onQuantity={setQuantity}
            onDelete={(l) => remove([l.id])}
          />
        ))}
      </div>
      <CartTotalsBar
        totals={store.totals}
        allSelected={selection.allSelected}
        someSelected={selection.someSelected}
        canSelect={selection.selectableIds.length > 0}
        invalidCount={invalidCount}
        busy={checkingOut}
        onSelectAll={(selected) => select(selection.selectableIds, selected)}
        onDeleteSelected={async () => {
          const chosen = await queryClient.fetchQuery(cartStoreQueryOptions(SELECTED_FILTER));
          await remove(chosen.data.map((l) => l.id));
        }}
        onClearInvalid={clearInvalid}
        onCheckout={checkout}
        extra={isChain ? <CopyToStores ids={selection.selectedIds} /> : null}
      />
    </div>
  );
}

export default CartPage;
