import type { PromotionPreviewInput } from '@yaocai/contract';
import type { Dayjs } from 'dayjs';
import { chinaMinute } from './promotion-time';

/** The member the preview prices for unless staff name another (a seeded 单体药店). */
export const DEFAULT_PREVIEW_MEMBER = 'yaodian01';

export interface PreviewLineValues {
  goods_id?: number;
  number?: number | null;
  /** A 秒杀 or 每日特价 price of the goods to buy the line at; 0 for the normal price. */
  ref_id?: number;
}

export interface PreviewValues {
  username: string;
  at?: Dayjs | null;
  lines: PreviewLineValues[];
}

export const EMPTY_PREVIEW: PreviewValues = {
  username: DEFAULT_PREVIEW_MEMBER,
  at: null,
  lines: [{ number: 1, ref_id: 0 }],
};

/**
 * PromotionPreviewInput as this form sends it (the contract's input type leaves `lines` unknown, so
 * the lines are typed here).
 */
export type PreviewRequest = PromotionPreviewInput & {
  username: string;
  at?: string;
  lines: { goods_id: number; number: number; type: 0 | 1; ref_id: number }[];
};

/** The sample cart as the API takes it; a line bought at an activity price is type 1 with its id. */
export function previewInput(values: PreviewValues): PreviewRequest {
  return {
    username: values.username.trim(),
    ...(values.at ? { at: chinaMinute(values.at) } : {}),
    lines: values.lines
      .filter((line) => line.goods_id !== undefined)
      .map((line) => ({
        goods_id: line.goods_id!,
        number: line.number ?? 1,
        type: line.ref_id ? 1 : 0,
        ref_id: line.ref_id ?? 0,
      })),
  };
}
