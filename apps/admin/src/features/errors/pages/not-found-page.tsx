import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { NotFoundResult } from '@yaocai/web-kit/antd/error-pages';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <NotFoundResult
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
