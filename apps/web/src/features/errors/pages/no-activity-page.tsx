import { Button, Result, Space } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** /noActivity: the activity a link pointed to does not exist or is over. */
export function NoActivityPage() {
  const navigate = useNavigate();
  return (
    <div style={{ padding: '48px 0', minHeight: 420, background: '#fff' }} data-testid="no-activity">
      <Result
        icon={<GiftOutlined style={{ color: '#bfbfbf' }} />}
        title="活动不存在或已结束"
        subTitle="您访问的活动已下线，看看其他正在进行的优惠吧"
        extra={
          <Space wrap>
            <Button type="primary" danger onClick={() => navigate(paths.home)}>
              返回首页
            </Button>
            <Button onClick={() => navigate(paths.dailySpecial)}>每日特价</Button>
            <Button onClick={() => navigate(paths.couponCentre)}>领券中心</Button>
          </Space>
        }
      />
    </div>
  );
}
