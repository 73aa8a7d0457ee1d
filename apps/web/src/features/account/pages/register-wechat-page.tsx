import { WechatOutlined } from '@ant-design/icons';
import type { WechatAuthorisationAnswer, WechatRegisterAnswer } from '@yaocai/contract';
import { Alert, App, Button, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useWechatAuthorisation } from '../api/wechat-authorisation';
import { WechatQrPanel } from '../components/wechat-qr-panel';
import { WechatRegisterForm } from '../components/wechat-register-form';

function ScanStep({ notice }: { notice: string | null }) {
  const { message } = App.useApp();
  const [, setParams] = useSearchParams();
  const onSettled = useCallback(
    (answer: WechatAuthorisationAnswer) => {
      if (answer.status === 'confirmed') setParams({ state: answer.state }, { replace: true });
      else if (answer.status === 'login') {
        message.success(answer.message);
        // The session cookie came with the callback: load the site again as the member.
        window.location.assign(paths.home);
      } else message.warning(answer.message);
    },
    [message, setParams],
  );
  return (
    <div className="wx-reg-scan">
      {notice && <Alert type="warning" showIcon message={notice} className="uc-alert" />}
      <div className="wx-bind">
        <WechatQrPanel purpose="register" onSettled={onSettled} />
        <div className="wx-bind__steps">
          <h3>
            <WechatOutlined style={{ color: '#07c160' }} /> 微信扫码注册 / 登录
          </h3>
          <ol>
            <li>打开手机微信，扫描左侧二维码</li>
            <li>在手机上点击“确认登录”</li>
            <li>已绑定药采网账号的微信将直接登录；未绑定的继续填写企业资料完成注册</li>
          </ol>
          <p className="wx-muted">
            已有账号？<Link to={paths.login}>账号密码登录</Link>，登录后可在“账户中心 - 绑定微信”中绑定。
          </p>
        </div>
      </div>
    </div>
  );
}

/** 微信注册 (/register/wechat): scan with WeChat; a bound WeChat logs in, a new one registers and stays bound. */
export function RegisterWechatPage() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? undefined;
  const { data: scan, isLoading } = useWechatAuthorisation(state);
  const [done, setDone] = useState<WechatRegisterAnswer | null>(null);
  const invalid = params.get('wechat') === 'invalid' ? '二维码已失效或已使用，请重新扫码' : null;

  let body;
  if (done) {
    body = (
      <Result
        status="success"
        title="注册成功，资质审核中"
        subTitle={`账号 ${done.username}（${done.company}）已创建并绑定微信“${done.wechat}”。平台将在1-2个工作日内审核证照，审核通过前可浏览商品，价格显示为“资质审核通过后可见”。`}
        data-testid="wechat-register-done"
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
  } else if (!state) body = <ScanStep notice={invalid} />;
  else if (isLoading) body = <Skeleton active />;
  else if (scan?.status === 'confirmed') {
    body = (
      <WechatRegisterForm
        state={state}
        nickname={scan.nickname}
        onDone={(answer) => {
          setDone(answer);
          window.scrollTo(0, 0);
        }}
      />
    );
  } else {
    body = (
      <Result
        status="warning"
        title={scan?.message ?? '微信授权已失效'}
        extra={
          <Button type="primary" onClick={() => setParams({}, { replace: true })}>
            重新扫码
          </Button>
        }
      />
    );
  }

  return (
    <div className="container reg-page" data-testid="register-wechat-page">
      <div className="reg-card">
        <div className="reg-card__head">
          <h2>微信注册</h2>
          <span>药店 · 诊所 · 卫生院 专属医药采购平台，企业资质审核通过后即可采购</span>
        </div>
        {body}
      </div>
    </div>
  );
}

export default RegisterWechatPage;
