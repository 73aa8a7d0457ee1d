import { useState } from 'react';
import { App, Button, Card, Checkbox, Space, Tag, Typography } from 'antd';
import type { ReviewDetailAnswer } from '@yaocai/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { ReasonModal } from '../../../components/reason-modal';
import { useApproveReview } from '../api/approve-review';
import { useRejectReview } from '../api/reject-review';
import { presetScopes } from '../lib/labels';

/**
 * The business scopes to grant and the decision. Ticked at first: what the company holds plus what
 * its pending documents ask for; the reviewer narrows it to what the documents really prove.
 */
export function ReviewDecision({ review, canDecide }: { review: ReviewDetailAnswer; canDecide: boolean }) {
  const [scopes, setScopes] = useState(() =>
    presetScopes(review.granted_scopes, review.requested_scopes, review.all_scopes),
  );
  const [rejecting, setRejecting] = useState(false);
  const approve = useApproveReview();
  const reject = useRejectReview();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const decidable = canDecide && review.status === 'pending';
  const granted = new Set(review.granted_scopes);
  const requested = new Set(review.requested_scopes);
  const options = [...new Set([...review.all_scopes, ...scopes])].map((scope) => ({
    value: scope,
    label: (
      <span>
        {scope}
        {granted.has(scope) && <Tag className="scope-tag">已有</Tag>}
        {!granted.has(scope) && requested.has(scope) && (
          <Tag className="scope-tag" color="blue">
            申请
          </Tag>
        )}
      </span>
    ),
  }));

  const onApprove = () => {
    if (scopes.length === 0) {
      void message.warning('请至少勾选一项经营范围');
      return;
    }
    approve.mutate(
      { id: review.id, input: { scopes } },
      {
        onSuccess: () => {
          void message.success('审核通过');
          navigate(paths.reviews());
        },
      },
    );
  };

  return (
    <>
      <Card
        title="核定经营范围"
        extra={<Typography.Text type="secondary">已勾选 {scopes.length} 项</Typography.Text>}
      >
        <Checkbox.Group
          className="scope-group"
          options={options}
          value={scopes}
          disabled={!decidable}
          onChange={(value) => setScopes(value as string[])}
          data-testid="review-scopes"
        />
      </Card>
      {decidable && (
        <div className="footer-bar">
          <Typography.Text type="secondary">
            通过后该会员的待审证照全部生效，可查看价格并按核定的经营范围采购。
          </Typography.Text>
          <Space>
            <Button danger onClick={() => setRejecting(true)} data-testid="review-reject">
              驳回
            </Button>
            <Button
              type="primary"
              loading={approve.isPending}
              onClick={onApprove}
              data-testid="review-approve"
            >
              审核通过
            </Button>
          </Space>
        </div>
      )}
      <ReasonModal
        open={rejecting}
        title={`驳回 ${review.company} 的资质`}
        label="驳回原因"
        placeholder="例如：营业执照照片不清晰，请重新上传"
        okText="确认驳回"
        pending={reject.isPending}
        testId="review-reject"
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) =>
          reject.mutateAsync(
            { id: review.id, input: { reason } },
            {
              onSuccess: () => {
                setRejecting(false);
                void message.success('已驳回');
                navigate(paths.reviews());
              },
            },
          )
        }
      />
    </>
  );
}
