import { describe, expect, it } from 'vitest';
import {
  VARIETY_STATUSES,
  canVarietyTransition,
  isVarietyStatus,
  nextVarietyStatuses,
  varietyMoveRefusal,
  varietyStatusLabel,
  type VarietyStatus,
} from './variety-request';

describe('variety request status names', () => {
  it.each([
    ['pending', '待处理'],
    ['purchasing', '采购中'],
    ['listed', '已上架'],
    ['unavailable', '无法采购'],
    ['other', 'other'],
  ])('%s → %s', (status, label) => {
    expect(varietyStatusLabel(status)).toBe(label);
  });

  it.each([
    ['pending', true],
    ['listed', true],
    ['待处理', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isVarietyStatus(%j) → %s', (value, ok) => {
    expect(isVarietyStatus(value)).toBe(ok);
  });
});

describe('canVarietyTransition', () => {
  const allowed = new Set([
    'pending>purchasing',
    'pending>unavailable',
    'purchasing>listed',
    'purchasing>unavailable',
  ]);
  const pairs = VARIETY_STATUSES.flatMap((from) => VARIETY_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from: VarietyStatus, to: VarietyStatus) => {
    const expected = allowed.has(`${from}>${to}`);
    expect(canVarietyTransition(from, to)).toBe(expected);
    expect(nextVarietyStatuses(from).includes(to)).toBe(expected);
  });
});

describe('varietyMoveRefusal', () => {
  it.each([
    ['pending', 'purchasing', {}, null],
    ['pending', 'unavailable', { reason: '厂家停产' }, null],
    ['pending', 'unavailable', {}, 'reason'],
    ['pending', 'unavailable', { reason: '   ' }, 'reason'],
    ['pending', 'listed', { goodsId: 3 }, 'status'],
    ['purchasing', 'listed', { goodsId: 3 }, null],
    ['purchasing', 'listed', {}, 'goods_id'],
    ['purchasing', 'listed', { goodsId: null }, 'goods_id'],
    ['purchasing', 'unavailable', { reason: '供应商断货' }, null],
    ['purchasing', 'purchasing', {}, 'status'],
    ['listed', 'unavailable', { reason: 'x' }, 'status'],
    ['unavailable', 'purchasing', {}, 'status'],
    ['listed', 'pending', {}, 'status'],
  ] as const)('%s → %s with %j: %s', (from, to, move, field) => {
    expect(varietyMoveRefusal(from, to, move)?.field ?? null).toBe(field);
  });

  it('names both states when a move is refused, and says when nothing changes', () => {
    expect(varietyMoveRefusal('listed', 'purchasing')?.message).toBe('“已上架”的求购不能改为“采购中”');
    expect(varietyMoveRefusal('purchasing', 'purchasing')?.message).toBe('该求购已是“采购中”状态');
    expect(varietyMoveRefusal('pending', 'unavailable')?.message).toBe('请填写无法采购的原因');
    expect(varietyMoveRefusal('purchasing', 'listed')?.message).toBe('请选择已上架的商品');
  });
});
