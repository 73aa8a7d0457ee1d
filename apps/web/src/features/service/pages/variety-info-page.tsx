import type { VarietyRequest } from '@yaocai/contract';
import { Alert, Button, Descriptions, Result, Skeleton, Steps, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useVarietyDetail } from '../api/variety';
import { formatTime } from '@yaocai/web-kit/format';
import { VARIETY_STATUS_COLORS } from '../lib/variety-labels';

/** Where the request stands: 提交求购 → 采购中 → 已上架, or stopped at 无法采购. */
function VarietySteps({ request }: { request: VarietyRequest }) {
  const handled = request.updated_at !== request.created_at ? formatTime(request.updated_at) : undefined;
  if (request.status === 'unavailable') {
    return (
      <Steps
        className="order-steps"
        size="small"
        current={1}
        status="error"
        items={[
          { title: '提交求购', content: formatTime(request.created_at) },
          { title: '无法采购', content: handled },
        ]}
      />
    );
  }
  const current = { pending: 0, purchasing: 1, listed: 2 }[request.status];
  return (
    <Steps
      className="order-steps"
      size="small"
      current={current}
      status={request.status === 'listed' ? 'finish' : 'process'}
      items={[
        { title: '提交求购', content: formatTime(request.created_at) },
        { title: '采购中', content: request.status === 'purchasing' ? handled : undefined },
        { title: '已上架', content: request.status === 'listed' ? handled : undefined },
      ]}
    />
  );
}

/** 求购详情 (/pzqg/info?id=): one of the member's requests, its progress, and the goods once listed. */
export function VarietyInfoPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const { data: request, isLoading, error } = useVarietyDetail(id);

  if (isLoading) {
    return (
      <UserCentreFrame testId="variety-info-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </UserCentreFrame>
    );
  }
  if (!request) {
    const missing = !Number.isSafeInteger(id) || (error instanceof ApiError && error.status === 404);
    return (
      <UserCentreFrame testId="variety-info-missing">
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? '求购记录不存在' : '求购详情加载失败'}
          extra={<Link to={paths.wantedList}>返回品种求购</Link>}
        />
      </UserCentreFrame>
    );
  }

  return (
    <UserCentreFrame testId="variety-info-page">
      <div className="uc-head">
        <h1>
          求购详情
          <Tag
            color={VARIETY_STATUS_COLORS[request.status]}
            className="variety-info__status"
            data-testid="variety-info-status"
          >
            {request.status_name}
          </Tag>
        </h1>
        <div className="uc-head__tools">
          <Link to={paths.wantedList}>返回求购列表</Link>
        </div>
      </div>
      <VarietySteps request={request} />
      {request.status === 'listed' && request.goods && (
        <Alert
          className="uc-alert"
          type="success"
          showIcon
          title="您求购的品种已上架"
          description={
            <>
              已上架商品：
              <Link to={paths.goodsInfo(request.goods.id)} data-testid="variety-info-goods">
                {request.goods.name}
              </Link>
            </>
          }
          action={
            <Link to={paths.goodsInfo(request.goods.id)}>
              <Button type="primary" size="small">
                立即采购
              </Button>
            </Link>
          }
        />
      )}
      {request.status === 'unavailable' && (
        <Alert
          className="uc-alert"
          type="warning"
          showIcon
          title="很抱歉，该品种暂时无法采购"
          description={<span data-testid="variety-info-reason">原因：{request.reason}</span>}
        />
      )}
      {request.status === 'purchasing' && (
        <Alert
          className="uc-alert"
          type="info"
          showIcon
          title="采购专员正在为您询价采购，到货上架后将通过站内消息通知您"
        />
      )}
      {request.status === 'pending' && (
        <Alert
          className="uc-alert"
          type="info"
          showIcon
          title="求购已提交，等待采购专员处理（通常1个工作日内）"
        />
      )}
      <Descriptions className="variety-info__facts" bordered column={2} size="middle">
        <Descriptions.Item label="品种名称">
          <span data-testid="variety-info-name">{request.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label="生产厂家">{request.manufacturer || '不限'}</Descriptions.Item>
        <Descriptions.Item label="规格">{request.spec || '—'}</Descriptions.Item>
        <Descriptions.Item label="求购数量">{request.quantity}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatTime(request.created_at)}</Descriptions.Item>
        <Descriptions.Item label="最近处理">
          {request.updated_at !== request.created_at ? formatTime(request.updated_at) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="备注" span={2}>
          <span className="pre-wrap">{request.remark || '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    </UserCentreFrame>
  );
}

export default VarietyInfoPage;
