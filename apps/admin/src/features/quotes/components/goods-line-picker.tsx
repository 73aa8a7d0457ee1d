import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { goodsList } from '@yaocai/contract';
import { call } from '../../../lib/http';

export interface PickedGoods {
  goods_id: number;
  label: string;
  unit: string;
  pack: number;
}

/** Finds goods on sale by name (the storefront's list) to add a line to a prepared order. */
export function GoodsLinePicker({ onPick }: { onPick: (goods: PickedGoods) => void }) {
  const [keywords, setKeywords] = useState('');
  const found = useQuery({
    queryKey: ['operator', 'proposal-goods', keywords],
    queryFn: ({ signal }) => call(goodsList, { keywords, page: 1 }, { signal }),
    enabled: keywords.trim() !== '',
  });
  const list = found.data?.list ?? [];
  return (
    <Select
      showSearch
      value={null}
      placeholder="输入商品名称搜索并添加"
      filterOption={false}
      onSearch={setKeywords}
      loading={found.isFetching}
      style={{ width: 420 }}
      notFoundContent={keywords ? '没有找到商品' : null}
      data-testid="proposal-goods-search"
      options={list.map((g) => ({ value: g.id, label: `${g.name} ${g.ypgg} ${g.sccj}` }))}
      onChange={(id: number) => {
        const g = list.find((x) => x.id === id);
        if (g)
          onPick({
            goods_id: g.id,
            label: `${g.name} ${g.ypgg} ${g.sccj}`,
            unit: g.bzdw,
            pack: Math.max(1, g.middle_pack),
          });
      }}
    />
  );
}
