import { operatorPromotionsPreview } from '@yaocai/contract';
import type { PromotionPreviewAnswer, PromotionPreviewInput } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/**
 * POST /api/operator/promotions/preview: what the member would pay for the sample cart at the moment
 * (now without one), priced as the cart and checkout price it. Writes nothing.
 */
export function previewPromotions(input: PromotionPreviewInput): Promise<PromotionPreviewAnswer> {
  return call(operatorPromotionsPreview, input);
}

export const usePreviewPromotions = () => useMutation({ mutationFn: previewPromotions });
