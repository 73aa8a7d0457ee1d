import type { WechatAuthorisationAnswer } from '@yaocai/contract';
import { QRCode } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useStartWechatAuthorisation, type WechatPurpose } from '../api/wechat-authorise';
import { useWechatAuthorisation } from '../api/wechat-authorisation';

/** The QR code must carry an absolute address; the sandbox answers a path on this site. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

interface Props {
  purpose: WechatPurpose;
  /** Called once when the scan leaves the pending state (bound, confirmed, refused, cancelled, …). */
  onSettled(answer: WechatAuthorisationAnswer): void;
  size?: number;
}

/**
 * 微信扫码: asks for a QR code, shows it, and polls the authorisation until the phone confirms or
 * refuses. An expired code offers 点击刷新. In the sandbox a link opens the page standing in for WeChat;
 * with the real provider the browser goes to WeChat's qrconnect page, which shows the code itself.
 */
export function WechatQrPanel({ purpose, onSettled, size = 180 }: Props) {
  const start = useStartWechatAuthorisation();
  const { mutate } = start;
  const refresh = useCallback(() => mutate(purpose), [mutate, purpose]);
  useEffect(() => refresh(), [refresh]);

  const state = start.data?.state;
  const { data: answer } = useWechatAuthorisation(state);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!answer || answer.status === 'pending' || answer.status === 'expired') return;
    const key = `${answer.state}:${answer.status}`;
    if (reported.current === key) return;
    reported.current = key;
    onSettled(answer);
  }, [answer, onSettled]);

  const status = answer?.status;
  const qrStatus = start.isPending
    ? 'loading'
    : start.isError || status === 'expired'
      ? 'expired'
      : status && status !== 'pending'
        ? 'scanned'
        : 'active';

  if (start.data?.provider === 'wechat') {
    // WeChat Open Platform shows its own QR code on its qrconnect page and sends the browser back.
    return (
      <div className="wx-qr" data-testid="wechat-qr">
        <a className="wx-qr__open" href={start.data.url} data-testid="wechat-open">
          前往微信扫码
        </a>
        <p className="wx-qr__tip">将打开微信登录页，扫码确认后自动返回本页</p>
      </div>
    );
  }

  return (
    <div className="wx-qr" data-testid="wechat-qr">
      <QRCode
        value={start.data ? absolute(start.data.url) : '-'}
        size={size}
        status={qrStatus}
        onRefresh={refresh}
        statusRender={
          qrStatus === 'expired'
            ? undefined
            : qrStatus === 'scanned'
              ? () => <span className="wx-qr__scanned">已扫码</span>
              : undefined
        }
      />
      <p className="wx-qr__tip">
        {status === 'expired' ? '二维码已过期，点击二维码刷新' : '请使用微信“扫一扫”扫描二维码'}
      </p>
      {start.data?.provider === 'sandbox' && qrStatus === 'active' && (
        <a
          className="wx-qr__sandbox"
          href={start.data.url}
          target="_blank"
          rel="noopener"
          data-testid="wechat-sandbox-link"
        >
          模拟扫码（沙箱环境）
        </a>
      )}
    </div>
  );
}
