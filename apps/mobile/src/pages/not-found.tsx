import { useNavigate } from 'react-router';
import { Button, ErrorBlock } from 'antd-mobile';
import { NavPage } from '../components/page';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <NavPage title="页面不存在">
      <ErrorBlock status="empty" title="页面不存在" description="链接可能已失效" />
      <div style={{ padding: 24 }}>
        <Button block color="primary" onClick={() => navigate('/')}>
          回到首页
        </Button>
      </div>
    </NavPage>
  );
}
