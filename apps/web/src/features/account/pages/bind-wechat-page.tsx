import { CheckCircleFilled, WechatOutlined } from '@ant-design/icons';
import type { WechatAuthorisationAnswer } from '@yaocai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Skeleton } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { profileQueryKey, useProfile } from '../api/profile';
import { useUnbindWechat } from '../api/unbind-wechat';
import { WechatQrPanel } from '../components/wechat-qr-panel';

/** What the callback's redirect (`/bdwx?wechat=…`) reports. */
const RESULTS: Record<string, { type: 'success' | 'warning'; text: string }> = {
  bound: { type: 'success', text: '微信绑定成功' },
  taken: { type: 'warning', text: '该微信已绑定其他账号，请更换微信或先在原账号解绑' },
  already_bound: { type: 'warning', text: '当前账号已绑定微信，请先解绑再绑定新的微信' },
  cancelled: { type: 'warning', text: '您已在手机上取消授权，可重新扫码' },
  invalid: { type: 'warning', text: '二维码已失效或已使用，请重新扫码' },
};

const BENEFITS = [
  ['扫码登录', '在微信注册/登录页扫码，即可直接进入本账号，无需输入密码'],
  ['一号一绑', '一个微信只能绑定一个药采网账号，门店账号请各自绑定'],
  ['随时解绑', '人员变动或更换微信时，可在本页解绑后重新绑定'],
] as const;

/** 绑定微信 (/bdwx): scan to bind, see the bound nickname, unbind. */
export function BindWechatPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: profile, isLoading } = useProfile();
  const unbind = useUnbindWechat();
  const [params, setParams] = useSearchParams();
  const result = RESULTS[params.get('wechat') ?? ''];
  const bound = Boolean(profile?.wechat);

  const onSettled = useCallback(
    (answer: WechatAuthorisationAnswer) => {
      if (answer.status === 'bound') message.success(`已绑定微信：${answer.nickname}`);
      else message.warning(answer.message);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    [message, queryClient],
  );

  return (
    <UserCentreFrame testId="bind-wechat-page">
      <div className="uc-head">
        <h1>绑定微信</h1>
      </div>
      {result && (
        <Alert
          className="uc-alert"
          type={result.type}
          showIcon
          closable
          message={result.text}
          onClose={() => setParams({}, { replace: true })}
          data-testid="wechat-result"
        />
      )}
      {isLoading ? (
        <Skeleton active />
      ) : bound ? (
        <div className="wx-bound" data-testid="wechat-bound">
          <WechatOutlined className="wx-bound__icon" />
          <div className="wx-bound__text">
            <div className="wx-bound__title">
              <CheckCircleFilled /> 已绑定微信
            </div>
            <div>
              微信昵称：<b data-testid="wechat-nickname">{profile?.wechat}</b>
            </div>
            <div className="wx-muted">登录账号：{profile?.username}，可使用该微信扫码登录药采网</div>
          </div>
          <Popconfirm
            title="确定解绑微信吗？"
            description="解绑后将无法使用该微信扫码登录，也不再接收微信消息提醒。"
            okText="确定解绑"
            cancelText="取消"
            onConfirm={() =>
              unbind.mutateAsync().then(() => {
                message.success('已解绑微信');
                setParams({}, { replace: true });
              })
            }
          >
            <Button danger loading={unbind.isPending} data-testid="wechat-unbind">
              解绑微信
            </Button>
          </Popconfirm>
        </div>
      ) : (
        <div className="wx-bind">
          <WechatQrPanel purpose="bind" onSettled={onSettled} />
          <div className="wx-bind__steps">
            <h3>
              <WechatOutlined style={{ color: '#07c160' }} /> 扫码绑定微信
            </h3>
            <ol>
              <li>打开手机微信，点击右上角“+”选择“扫一扫”</li>
              <li>扫描左侧二维码</li>
              <li>在手机上点击“确认登录”，页面将自动显示绑定结果</li>
            </ol>
            <p className="wx-muted">二维码 5 分钟内有效；一个微信只能绑定一个药采网账号。</p>
          </div>
        </div>
      )}
      <div className="uc-section">
        <h2 className="wx-benefits__title">绑定后您可以</h2>
        <ul className="wx-benefits">
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <b>{title}</b>
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </UserCentreFrame>
  );
}

export default BindWechatPage;
