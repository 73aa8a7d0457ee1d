import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PromotionPreviewAnswer } from '@yaocai/contract';
import { stubBrowser } from '../../../test-utils';
import { PreviewResult } from './preview-result';

const answer = (activities: PromotionPreviewAnswer['activities']): PromotionPreviewAnswer => ({
  lines: [
    {
      goods_id: 5,
      name: '感冒灵颗粒',
      number: 20,
      unit_price: '12.50',
      amount: '250.00',
      manjian_share: '10.00',
      refusal: '',
    },
  ],
  activities,
  goods_amount: '250.00',
  manjian_amount: '10.00',
  shipping_amount: '0.00',
  payable: '240.00',
});

beforeEach(() => stubBrowser());
describe('PreviewResult', () => {
  it('tells how much more buys the next 满减 tier, and nothing at the top tier', () => {
    const asked = {
      username: 'yaodian01',
      lines: [{ goods_id: 5, number: 20, type: 0 as const, ref_id: 0 }],
    };
    const { rerender } = render(
      <PreviewResult
        answer={answer([
          { name: '感冒季满减', eligible: '250.00', reduction: '10.00', hint: '再买¥50.00可减¥30.00' },
        ])}
        asked={asked}
        at="现在"
      />,
    );
    expect(screen.getByTestId('preview-activity')).toHaveTextContent('感冒季满减');
    expect(screen.getByTestId('preview-activity-hint')).toHaveTextContent('再买¥50.00可减¥30.00');
    rerender(
      <PreviewResult
        answer={answer([{ name: '感冒季满减', eligible: '900.00', reduction: '80.00', hint: '' }])}
        asked={asked}
        at="现在"
      />,
    );
    expect(screen.queryByTestId('preview-activity-hint')).toBeNull();
  });
});
