import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { EMPTY_PREVIEW, previewInput } from './preview-form';

describe('preview form', () => {
  it('prices now for the default member when no moment is chosen', () => {
    expect(previewInput({ ...EMPTY_PREVIEW, lines: [{ goods_id: 7, number: 3, ref_id: 0 }] })).toEqual({
      username: 'yaodian01',
      lines: [{ goods_id: 7, number: 3, type: 0, ref_id: 0 }],
    });
  });

  it('sends a 秒杀 line with its activity and the moment in China time', () => {
    expect(
      previewInput({
        username: ' zhensuo01 ',
        at: dayjs('2026-12-01 10:30'),
        lines: [{ goods_id: 1429, number: 2, ref_id: 20 }, { number: 1 }],
      }),
    ).toEqual({
      username: 'zhensuo01',
      at: '2026-12-01 10:30',
      lines: [{ goods_id: 1429, number: 2, type: 1, ref_id: 20 }],
    });
  });
});
