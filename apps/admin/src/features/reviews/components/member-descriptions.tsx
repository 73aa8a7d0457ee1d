import { Card, Descriptions, Tag } from 'antd';
import type { ReviewDetailAnswer } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { companyTypeLabel, REVIEW_STATUS_COLORS, reviewStatusLabel } from '../lib/labels';

export function MemberDescriptions({ review }: { review: ReviewDetailAnswer }) {
  return (
    <Card title="会员与企业信息">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'company', label: '企业名称', children: review.company },
          { key: 'type', label: '企业类型', children: companyTypeLabel(review.company_type) },
          { key: 'username', label: '用户名', children: review.username },
          { key: 'contact', label: '联系人', children: review.contact || '—' },
          { key: 'phone', label: '联系电话', children: review.phone || '—' },
          { key: 'region', label: '所在地区', children: review.region || '—' },
          { key: 'address', label: '详细地址', children: review.address || '—', span: 2 },
          {
            key: 'status',
            label: '审核状态',
            children: (
              <Tag color={REVIEW_STATUS_COLORS[review.status]}>{reviewStatusLabel(review.status)}</Tag>
            ),
          },
          {
            key: 'passed',
            label: '会员状态',
            children: review.is_passed ? <Tag color="success">已认证</Tag> : <Tag>未认证</Tag>,
          },
          { key: 'submitted', label: '提交时间', children: formatTime(review.submitted_at) },
          { key: 'pending', label: '待审证照', children: `${review.pending_count} 份` },
          { key: 'note', label: '审核备注', children: review.review_note || '—', span: 3 },
        ]}
      />
    </Card>
  );
}
