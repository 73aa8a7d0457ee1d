import { operatorGoods } from '@yaocai/contract';
import type { OperatorGoodsQuery } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../lib/save-resource';

export const goodsKey = ['operator', 'goods'] as const;

/** GET /api/operator/goods: the catalogue by words (名称, 批准文号, 厂家, 编号), kind and 上架. */
export const goodsQueryOptions = pagedList([...goodsKey, 'list'], operatorGoods);

export const useGoods = (query: OperatorGoodsQuery) => useQuery(goodsQueryOptions(query));
