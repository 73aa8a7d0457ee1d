/** What the audit log's `entity` codes are called at the wholesaler (the contract sends the code only). */
const ENTITY_LABELS: Record<string, string> = {
  member: '会员',
  order: '订单',
  after_sale: '售后单',
  goods: '商品',
  goods_import: '商品导入',
  batch: '批次',
  receipt: '回执',
  staff: '员工',
  role: '角色',
  content: '内容',
  banner: '广告',
  article: '文章',
  site: '站点设置',
  full_reduction: '满减活动',
  activity_price: '秒杀/特价',
  trade_up: '换购活动',
  invoice: '电子发票',
};

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? entity;
}
