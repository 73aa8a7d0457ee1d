import { useState, type ReactNode } from 'react';
import { Select, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { OperatorGoodsSummary } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useCan } from '../../account/api/me';
import { goodsQueryOptions } from '../../goods/api/goods';

/** A goods as a promotion form needs it. */
export interface GoodsChoice {
  id: number;
  name: string;
  spec: string;
  manufacturer?: string;
  base_price?: string;
  on_sale?: number;
}

const choiceOf = (g: OperatorGoodsSummary): GoodsChoice => ({
  id: g.id,
  name: g.name,
  spec: g.spec,
  manufacturer: g.manufacturer,
  base_price: g.base_price,
  on_sale: g.on_sale,
});

export const goodsLabel = (g: GoodsChoice) => (g.spec ? `${g.name} ${g.spec}` : g.name);

function GoodsOption({ goods }: { goods: GoodsChoice }) {
  return (
    <div className="goods-option">
      <div className="goods-option-name">
        <Typography.Text strong>{goods.name}</Typography.Text> {goods.spec}
        {goods.on_sale === 0 && (
          <Tag className="tag-small" style={{ marginLeft: 6 }}>
            已下架
          </Tag>
        )}
      </div>
      <div className="muted goods-meta goods-option-meta">
        <span className="nowrap-ellipsis">
          编号 {goods.id}
          {goods.manufacturer ? ` · ${goods.manufacturer}` : ''}
        </span>
        {goods.base_price && <span className="money">供货价 {formatYuan(goods.base_price)}</span>}
      </div>
    </div>
  );
}

/**
 * The goods the API finds for the typed words (名称, 批准文号, 厂家 or 编号; the newest goods before
 * anything is typed). The chosen goods are given to the Select with their labels (labelInValue), so
 * they need not be among the results and keep their names once found or `known`.
 */
function useGoodsOptions(known: readonly GoodsChoice[] = []) {
  const [words, setWords] = useState('');
  const keyword = useDebounced(words.trim());
  // Finding goods needs 查看商品; a role with 维护促销 alone cannot search them.
  const mayRead = useCan()('goods.read');
  const search = useQuery({ ...goodsQueryOptions({ keyword: keyword || undefined }), enabled: mayRead });
  const [picked, setPicked] = useState<ReadonlyMap<number, GoodsChoice>>(new Map());
  const results = (search.data?.list ?? []).map(choiceOf);
  const find = (id: number) =>
    results.find((g) => g.id === id) ?? picked.get(id) ?? known.find((g) => g.id === id);
  const options = results.map((goods) => ({ value: goods.id, label: goodsLabel(goods), goods }));
  const labelled = (id: number) => {
    const goods = find(id);
    return { value: id, label: goods ? goodsLabel(goods) : `商品 #${id}` };
  };
  /** Remembers the goods just chosen from the results, so their tags keep the name. */
  const remember = (ids: readonly number[]) => {
    const found = ids.map((id) => results.find((g) => g.id === id)).filter((g) => g !== undefined);
    if (found.length === 0) return;
    setPicked((before) => new Map([...before, ...found.map((g) => [g.id, g] as const)]));
  };
  return { options, remember, find, labelled, setWords, loading: search.isFetching, mayRead };
}

type Labelled = { value: number; label?: ReactNode };

interface PickerProps {
  known?: readonly GoodsChoice[];
  placeholder?: string;
  testId?: string;
}

const NOT_FOUND = '没有找到商品，换个关键词试试';
const NO_GOODS_READ = '没有“查看商品”权限，无法搜索商品';

/** One goods (秒杀 price, a preview line), its 供货价 shown. */
export function GoodsSelect({
  value,
  onChange,
  onChoose,
  known,
  placeholder = '输入商品名称、批准文号或编号搜索',
  testId,
}: PickerProps & {
  value?: number;
  onChange?: (value?: number) => void;
  /** The chosen goods with what the list knows of it (its 供货价). */
  onChoose?: (goods?: GoodsChoice) => void;
}) {
  const picker = useGoodsOptions(known);
  return (
    <Select<Labelled | undefined>
      labelInValue
      showSearch={{ filterOption: false, onSearch: picker.setWords }}
      allowClear
      value={value === undefined ? undefined : picker.labelled(value)}
      placeholder={picker.mayRead ? placeholder : NO_GOODS_READ}
      disabled={!picker.mayRead}
      options={picker.options}
      loading={picker.loading}
      notFoundContent={picker.loading ? '搜索中…' : NOT_FOUND}
      optionRender={(option) => <GoodsOption goods={(option.data as { goods: GoodsChoice }).goods} />}
      onChange={(next) => {
        const id = next?.value;
        if (id !== undefined) picker.remember([id]);
        onChange?.(id);
        onChoose?.(id === undefined ? undefined : picker.find(id));
      }}
      popupMatchSelectWidth={420}
      data-testid={testId}
    />
  );
}

/** Several goods (a 满减 activity's), shown as tags. */
export function GoodsMultiSelect({
  value = [],
  onChange,
  known,
  placeholder = '输入商品名称、批准文号或编号搜索，可多选',
  maxTags = 40,
  testId,
}: PickerProps & {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** How many chosen goods show as tags; the rest are counted. */
  maxTags?: number;
}) {
  const picker = useGoodsOptions(known);
  return (
    <Select<Labelled[]>
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: picker.setWords, autoClearSearchValue: false }}
      allowClear
      value={value.map(picker.labelled)}
      placeholder={picker.mayRead ? placeholder : NO_GOODS_READ}
      disabled={!picker.mayRead}
      options={picker.options}
      loading={picker.loading}
      notFoundContent={picker.loading ? '搜索中…' : NOT_FOUND}
      optionRender={(option) => <GoodsOption goods={(option.data as { goods: GoodsChoice }).goods} />}
      maxTagCount={maxTags}
      maxTagPlaceholder={(omitted) => `另 ${omitted.length} 个商品`}
      onChange={(next) => {
        const ids = next.map((item) => item.value);
        picker.remember(ids);
        onChange?.(ids);
      }}
      data-testid={testId}
    />
  );
}
