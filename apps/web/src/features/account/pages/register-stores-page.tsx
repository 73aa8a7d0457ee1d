import { Button, Result, Skeleton, Steps } from 'antd';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { isLoggedIn, useProfile } from '../api/profile';
import { AccountStep, DoneStep, StoreStep } from '../components/store-registration-steps';

type Step = 1 | 2 | 3;

const STEPS = [{ title: '门店账号' }, { title: '门店资料与证照' }, { title: '提交审核' }];

/** 多门店注册 (/register/dd/step1…3): a logged-in chain headquarters opens an account for a store. */
export function RegisterStoresPage({ step }: { step: Step }) {
  const { pathname } = useLocation();
  const { data: profile, isLoading } = useProfile();
  let body;
  if (isLoading || !profile) body = <Skeleton active />;
  else if (!isLoggedIn(profile)) return <Navigate to={paths.loginWithRedirect(pathname)} replace />;
  else if (profile.is_chain !== 1) {
    body = (
      <Result
        status="info"
        title="多门店注册仅对连锁总部开放"
        subTitle="请使用连锁总部账号登录后为门店开户；单体药店、诊所请直接注册会员。"
        data-testid="register-stores-not-chain"
        extra={
          <Link to={paths.home}>
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    );
  } else body = step === 1 ? <AccountStep /> : step === 2 ? <StoreStep /> : <DoneStep />;

  return (
    <div className="container reg-page" data-testid="register-stores-page">
      <div className="reg-card">
        <div className="reg-card__head">
          <h2>多门店注册</h2>
          {profile?.company && <span>连锁总部：{profile.company}</span>}
        </div>
        <Steps current={step - 1} items={STEPS} className="reg-steps" size="small" />
        {body}
      </div>
    </div>
  );
}
