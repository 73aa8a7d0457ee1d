import { describe, expect, it } from 'vitest';
import { documentExpiryWarning, documentsInForce, type DocumentCopy } from './qualification-documents';

const c = (id: number, kind: string, status: string): DocumentCopy => ({ id, kind, status });
const ids = (copies: DocumentCopy[], order?: string[]) =>
  documentsInForce(copies, order).map((d) => [d.current.id, d.replacement?.id ?? null]);

describe('documentsInForce', () => {
  it.each<[string, DocumentCopy[], (number | null)[][]]>([
    ['one approved copy', [c(1, 'A', 'approved')], [[1, null]]],
    [
      'a pending replacement sits beside the approved copy',
      [c(1, 'A', 'approved'), c(2, 'A', 'pending')],
      [[1, 2]],
    ],
    ['a refused replacement too (with its reason)', [c(1, 'A', 'approved'), c(2, 'A', 'rejected')], [[1, 2]]],
    [
      'the newest later copy wins',
      [c(1, 'A', 'approved'), c(2, 'A', 'rejected'), c(3, 'A', 'pending')],
      [[1, 3]],
    ],
    ['an approved replacement replaces', [c(1, 'A', 'replaced'), c(2, 'A', 'approved')], [[2, null]]],
    ['never approved: the newest copy', [c(1, 'A', 'rejected'), c(2, 'A', 'pending')], [[2, null]]],
    ['an older refused copy is no replacement', [c(1, 'A', 'rejected'), c(2, 'A', 'approved')], [[2, null]]],
    ['only replaced copies: nothing', [c(1, 'A', 'replaced')], []],
    [
      'kinds apart',
      [c(1, 'A', 'approved'), c(2, 'B', 'pending'), c(3, 'A', 'pending')],
      [
        [1, 3],
        [2, null],
      ],
    ],
  ])('%s', (_name, copies, expected) => {
    expect(ids(copies)).toEqual(expected);
  });

  it('orders kinds as asked, unknown kinds last', () => {
    const copies = [c(1, 'X', 'approved'), c(2, '采购委托书', 'approved'), c(3, '营业执照', 'approved')];
    expect(ids(copies, ['营业执照', '采购委托书'])).toEqual([
      [3, null],
      [2, null],
      [1, null],
    ]);
  });
});

describe('documentExpiryWarning', () => {
  it.each([
    [21, false, '您的采购委托书将于21天后（2026-12-14）过期，请尽快更新'],
    [0, false, '您的采购委托书将于0天后（2026-12-14）过期，请尽快更新'],
    [5, true, '您的采购委托书将于5天后（2026-12-14）过期，新证照审核中'],
    [-1, false, '您的采购委托书已于2026-12-14过期，暂不能下单，请尽快更新'],
    [-3, true, '您的采购委托书已于2026-12-14过期，暂不能下单，新证照审核中'],
  ])('%i days left, replacement pending %s', (daysLeft, replacementPending, text) => {
    expect(
      documentExpiryWarning({ kind: '采购委托书', expiresOn: '2026-12-14', daysLeft, replacementPending }),
    ).toBe(text);
  });
});
