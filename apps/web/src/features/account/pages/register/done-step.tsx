import { type RegisterAnswer } from '@yaocai/contract';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../app/paths';
import { DRAFT_KEY, draft, DONE_KEY } from './register-draft';

/** Step 4: registered, awaiting review. */
export function DoneStep() {
  const saved = sessionStorage.getItem(DONE_KEY);
  const done = saved ? (JSON.parse(saved) as RegisterAnswer) : null;
  useEffect(() => {
    draft.account = undefined;
    draft.company = undefined;
    draft.region = undefined;
    draft.documents = undefined;
    sessionStorage.removeItem(DRAFT_KEY);
  }, []);
  if (!done) return <Navigate to={paths.registerStep(1)} replace />;
  return (
    <Result
      status="success"
      title="注册成功，资质审核中"
      data-testid="register-done"
      subTitle={
        <>
          账号 <b>{done.username}</b>（{done.company}）已创建，审核状态：<b className="reg-pending">待审核</b>
          。 平台将在1-2个工作日内审核证照；审核通过前可浏览商品，价格显示为“资质审核通过后可见”。
        </>
      }
      extra={[
        <Button type="primary" key="home" onClick={() => window.location.assign(paths.home)}>
          去首页逛逛
        </Button>,
        <Button key="zzzj" onClick={() => window.location.assign(paths.qualifications)}>
          查看资质审核
        </Button>,
      ]}
    />
  );
}
