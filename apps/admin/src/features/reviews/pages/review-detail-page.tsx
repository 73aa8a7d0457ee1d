import { Alert, Card, Col, Empty, Result, Row, Skeleton, Tag } from 'antd';
import { useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageBody, PageHeader } from '../../../components/page-header';
import { ApiError } from '@yaocai/web-kit/http';
import { useCan } from '../../account/api/me';
import { useReviewDetail } from '../api/review-detail';
import { DocumentCard } from '../components/document-card';
import { MemberDescriptions } from '../components/member-descriptions';
import { ReviewDecision } from '../components/review-decision';
import { REVIEW_STATUS_COLORS, reviewStatusLabel } from '../lib/labels';

export function ReviewDetailPage() {
  const id = Number(useParams().id);
  const review = useReviewDetail(id);
  const can = useCan();
  const crumbs = [{ title: '资质审核', to: paths.reviews() }, { title: '审核详情' }];

  if (review.isError) {
    const missing = review.error instanceof ApiError && review.error.status === 404;
    return (
      <>
        <PageHeader title="审核详情" crumbs={crumbs} />
        <Result status={missing ? '404' : 'warning'} title={missing ? '该会员不存在' : '加载失败'} />
      </>
    );
  }
  if (!review.data) {
    return (
      <>
        <PageHeader title="审核详情" crumbs={crumbs} />
        <PageBody>
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </PageBody>
      </>
    );
  }

  const data = review.data;
  return (
    <>
      <PageHeader
        title={data.company}
        crumbs={crumbs}
        extra={<Tag color={REVIEW_STATUS_COLORS[data.status]}>{reviewStatusLabel(data.status)}</Tag>}
      />
      <PageBody>
        {data.status === 'pending' && !can('review.approve') && (
          <Alert type="info" showIcon title="您可以查看资料，审核需要「审核会员资质」权限" />
        )}
        <MemberDescriptions review={data} />
        <Card title={`资质证照（${data.documents.length}）`}>
          {data.documents.length === 0 ? (
            <Empty description="该会员没有上传证照" />
          ) : (
            <Row gutter={[16, 16]}>
              {data.documents.map((doc) => (
                <Col key={doc.id} xs={24} md={12} xl={8} xxl={6}>
                  <DocumentCard doc={doc} />
                </Col>
              ))}
            </Row>
          )}
        </Card>
        <ReviewDecision key={data.id} review={data} canDecide={can('review.approve')} />
      </PageBody>
    </>
  );
}
