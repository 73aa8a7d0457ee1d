import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Radio, Tabs } from 'antd';
import { ApiError } from '@yaocai/web-kit/http';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { repayCredit, useCredit, useCreditList, useUserMoney, walletQueryKey } from '../api/wallet';
import { LedgerTable } from '../components/ledger-table';
import { WechatPayQr } from '../components/wechat-pay-qr';
import { usePageParams } from '../lib/use-page-params';

/** 账期管理 (/zqgl): limit, used, available and overdue amounts, the ledger, and repayment. */
export function CreditPage() {
  const { page, filter, go } = usePageParams('type', [0, 1, 2, 3]);
  const { data: credit } = useCredit();
  const { data: money } = useUserMoney();
  const { data, isLoading } = useCreditList(page, filter);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<'balance' | 'online'>('balance');
  const [busy, setBusy] = useState(false);
  /** WeChat Pay's code when the online provider is WeChat: scanned, the page is reloaded by the buyer. */
  const [codeUrl, setCodeUrl] = useState<string | null>(null);
  const owed = Number(credit?.used ?? 0) > 0;

  const repay = async () => {
    setBusy(true);
    try {
      const result = await repayCredit(method);
      if (result.redirect_url) return window.location.assign(result.redirect_url);
      if (result.code_url) return setCodeUrl(result.code_url);
      void message.success('还款成功');
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <UserCentreFrame testId="credit-page">
      <div className="uc-head">
        <h1>账期管理</h1>
        <Button type="primary" disabled={!owed} onClick={() => setOpen(true)}>
          立即还款
        </Button>
      </div>
      {credit?.is_open === 0 && (
        <Alert type="info" showIcon className="uc-alert" title="您尚未开通账期，如需开通请联系客户经理。" />
      )}
      {credit?.is_overdue === 1 && (
        <Alert
          type="error"
          showIcon
          className="uc-alert"
          title={`您有 ¥${credit.overdue} 账期款已逾期，还清前不能使用账期支付。`}
        />
      )}
      <div className="wallet-cards">
        <div className="wallet-card">
          <span>账期额度（元）</span>
          <b>{credit?.limit ?? '—'}</b>
          <small>账期 {credit?.days ?? '—'} 天</small>
        </div>
        <div className="wallet-card">
          <span>可用额度（元）</span>
          <b>{credit?.available ?? '—'}</b>
        </div>
        <div className="wallet-card">
          <span>待还金额（元）</span>
          <b>{credit?.used ?? '—'}</b>
          {credit && Number(credit.overdue) > 0 && (
            <small className="text-red">其中逾期 ¥{credit.overdue}</small>
          )}
        </div>
      </div>
      <Tabs
        activeKey={String(filter)}
        onChange={(k) => go({ filter: Number(k) })}
        items={['全部', '用款', '还款', '退款'].map((label, i) => ({ key: String(i), label }))}
      />
      <LedgerTable data={data} loading={isLoading} page={page} onPage={(p) => go({ page: p })} showDue />
      <Modal
        title="账期还款"
        open={open}
        onCancel={() => {
          setOpen(false);
          setCodeUrl(null);
          void queryClient.invalidateQueries({ queryKey: walletQueryKey });
        }}
        onOk={repay}
        okText="确认还款"
        cancelText="取消"
        confirmLoading={busy}
      >
        <p>
          待还金额：<b className="text-red">¥{credit?.used}</b>
        </p>
        <Radio.Group
          value={method}
          onChange={(e) => setMethod(e.target.value as 'balance' | 'online')}
          options={[
            { value: 'balance', label: `余额还款（余额 ¥${money?.balance ?? '—'}）` },
            { value: 'online', label: '在线支付' },
          ]}
        />
        {codeUrl && <WechatPayQr codeUrl={codeUrl} amount={credit?.used ?? ''} />}
      </Modal>
    </UserCentreFrame>
  );
}

export default CreditPage;
