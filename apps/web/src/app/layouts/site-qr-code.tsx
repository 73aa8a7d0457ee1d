import { QRCode } from 'antd';

/** A QR code of the site's address (header-parts.tsx loads it lazily, with antd). */
export function SiteQrCode({ size }: { size: number }) {
  return <QRCode value={`${window.location.origin}/`} size={size} bordered={false} />;
}
