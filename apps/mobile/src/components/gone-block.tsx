import { ErrorBlock } from 'antd-mobile';

/** 商品详情 of a goods that is gone (its picture is large: loaded only then). */
export function GoneBlock() {
  return <ErrorBlock status="empty" title="商品不存在或已下架" description="" />;
}
