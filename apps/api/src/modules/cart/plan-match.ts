/**
 * Which goods a row of a purchase plan means: by 商品编码, else by 批准文号, else by 通用名 (or 商品名)
 * with 规格 and 生产厂家 narrowing it down. Pure: the goods the rows may mean are looked up beforehand.
 */

export interface PlanInput {
  code: string;
  approval_number: string;
  name: string;
  spec: string;
  manufacturer: string;
  quantity: string;
}

export interface PoolGoods {
  id: number;
  name: string;
  tradeName: string;
  spec: string;
  approvalNumber: string;
  manufacturer: string;
  manufacturerShort: string;
}

export type Match =
  | { kind: 'one'; goodsId: number; note: string }
  | { kind: 'many'; goodsIds: number[]; note: string }
  | { kind: 'none'; note: string };

export const MAX_CANDIDATES = 20;

/** Full-width forms, ×, spaces and case do not make two specs or names different. */
export function normalise(text: string): string {
  return text.normalize('NFKC').replace(/[×xX]/g, '*').replace(/\s+/g, '').toLowerCase();
}

export const approvalKey = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

function makerFits(goods: PoolGoods, wanted: string): boolean {
  const want = normalise(wanted);
  const full = normalise(goods.manufacturer);
  const short = normalise(goods.manufacturerShort);
  return full.includes(want) || (short !== '' && (short === want || want.includes(short)));
}

/** The goods among `list` that also fit the row's 规格 and 生产厂家 (those given). */
function narrow(list: PoolGoods[], input: PlanInput): PoolGoods[] {
  return list.filter(
    (g) =>
      (!input.spec || normalise(g.spec) === normalise(input.spec)) &&
      (!input.manufacturer || makerFits(g, input.manufacturer)),
  );
}

const ids = (list: PoolGoods[]) =>
  list
    .map((g) => g.id)
    .sort((a, b) => a - b)
    .slice(0, MAX_CANDIDATES);

function among(list: PoolGoods[], input: PlanInput, what: string): Match {
  const fitting = narrow(list, input);
  if (fitting.length === 1) return { kind: 'one', goodsId: fitting[0]!.id, note: '' };
  if (fitting.length > 1) {
    return { kind: 'many', goodsIds: ids(fitting), note: `${what}对应${fitting.length}个商品，请选择` };
  }
  return {
    kind: 'many',
    goodsIds: ids(list),
    note: `${what}相符，但规格或生产厂家不一致，请从候选中选择`,
  };
}

export function matchRow(input: PlanInput, pool: PoolGoods[]): Match {
  if (input.code) {
    if (!/^\d{1,9}$/.test(input.code)) return { kind: 'none', note: '商品编码应为数字' };
    const found = pool.find((g) => g.id === Number(input.code));
    return found
      ? { kind: 'one', goodsId: found.id, note: '' }
      : { kind: 'none', note: `商品编码${input.code}不存在或已下架` };
  }
  if (input.approval_number) {
    const key = approvalKey(input.approval_number);
    const byApproval = pool.filter((g) => g.approvalNumber !== '' && approvalKey(g.approvalNumber) === key);
    if (byApproval.length > 0) return among(byApproval, input, '批准文号');
    if (!input.name) return { kind: 'none', note: `未找到批准文号为${input.approval_number}的在售商品` };
  }
  if (!input.name) return { kind: 'none', note: '请填写商品编码、批准文号或通用名' };
  const name = normalise(input.name);
  const byName = pool.filter(
    (g) => normalise(g.name) === name || (g.tradeName !== '' && normalise(g.tradeName) === name),
  );
  if (byName.length === 0) return { kind: 'none', note: `未找到“${input.name}”的在售商品` };
  return among(byName, input, '通用名');
}
