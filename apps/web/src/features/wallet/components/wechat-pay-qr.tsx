import { QRCode } from 'antd';

/** WeChat Pay Native: the code_url drawn as a QR code for the buyer to scan with WeChat. */
export function WechatPayQr({ codeUrl, amount }: { codeUrl: string; amount: string }) {
  return (
    <div className="wechat-pay-qr" data-testid="wechat-qr" data-code-url={codeUrl}>
      <QRCode value={codeUrl} size={200} />
      <div className="wechat-pay-qr__text">
        <b>请使用微信扫一扫，扫描二维码支付</b>
        <p>
          应付金额 <em className="text-red">¥{amount}</em>
        </p>
        <p className="cell-grey">支付完成后页面将自动跳转，请勿关闭本页面。</p>
      </div>
    </div>
  );
}
