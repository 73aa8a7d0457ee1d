import { useState } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import type { PromotionPreviewAnswer } from '@yaocai/contract';
import { PageBody } from '../../../components/page-header';
import { SectionHeader } from '../../../components/section-header';
import { useActivityPrices } from '../api/activity-prices';
import { usePreviewPromotions } from '../api/preview-promotions';
import { PreviewForm } from '../components/preview-form';
import { PreviewResult } from '../components/preview-result';
import { previewInput, type PreviewRequest, type PreviewValues } from '../lib/preview-form';
import { PROMOTION_TABS } from '../lib/promotion-labels';

interface Shown {
  answer: PromotionPreviewAnswer;
  asked: PreviewRequest;
  at: string;
}

/**
 * 促销预览: a sample cart priced as a member would see it at a moment, through the cart's own pricing,
 * so staff can check a promotion before it starts.
 */
export function PromotionPreviewPage() {
  const offers = useActivityPrices();
  const preview = usePreviewPromotions();
  const [shown, setShown] = useState<Shown | null>(null);

  const run = (values: PreviewValues) => {
    const asked = previewInput(values);
    return preview.mutateAsync(asked, {
      onSuccess: (answer) => setShown({ answer, asked, at: asked.at ?? '当前时间' }),
    });
  };

  return (
    <>
      <SectionHeader section="促销管理" tabs={PROMOTION_TABS} />
      <PageBody>
        <Row gutter={[16, 16]}>
          <Col xs={24} xxl={11}>
            <Card title="样例购物车">
              <PreviewForm offers={offers.data ?? []} pending={preview.isPending} onRun={run} />
            </Card>
          </Col>
          <Col xs={24} xxl={13}>
            <Card title="预览结果">
              {shown ? (
                <PreviewResult answer={shown.answer} asked={shown.asked} at={shown.at} />
              ) : (
                <Empty description="填写会员与商品后点击“开始预览”，查看该会员将支付的金额" />
              )}
            </Card>
          </Col>
        </Row>
      </PageBody>
    </>
  );
}
