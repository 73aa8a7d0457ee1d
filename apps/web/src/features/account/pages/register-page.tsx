import { Steps } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { AccountStep } from './register/account-step';
import { CompanyStep } from './register/company-step';
import { DocumentsStep } from './register/documents-step';
import { DoneStep } from './register/done-step';
import { STEPS } from './register/register-draft';

export type RegisterStep = 1 | 2 | 3 | 4;

/** 注册 (/register/step1…4): phone and account, company, documents, then waiting for review. */
export function RegisterPage({ step }: { step: RegisterStep }) {
  const body =
    step === 1 ? (
      <AccountStep />
    ) : step === 2 ? (
      <CompanyStep />
    ) : step === 3 ? (
      <DocumentsStep />
    ) : (
      <DoneStep />
    );
  return (
    <div className="container reg-page" data-testid="register-page">
      <div className="reg-card">
        <div className="reg-card__head">
          <h2>会员注册</h2>
          <span>
            药店 · 诊所 · 卫生院 专属医药采购平台，企业资质审核通过后即可采购。已有账号？
            <Link to={paths.login}>立即登录</Link>
          </span>
        </div>
        <Steps current={step - 1} items={STEPS} className="reg-steps" size="small" />
        {body}
      </div>
    </div>
  );
}

export default RegisterPage;
