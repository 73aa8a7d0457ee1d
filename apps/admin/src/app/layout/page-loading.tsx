import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div className="full-screen-center">
      <Spin size="large" />
    </div>
  );
}
