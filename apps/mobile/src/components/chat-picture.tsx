import { useState } from 'react';
import { CameraOutline, PictureOutline } from 'antd-mobile-icons';
import { imageToDataUrl } from '@yaocai/web-kit/image';

/**
 * The chat bar's two picture buttons: 相册 (pick a saved picture) and 拍照 (`capture`: the back camera).
 * The picture is scaled by the web kit and handed over as a JPEG data URL.
 */
export function ChatPictureButtons({
  disabled,
  onPicture,
}: {
  disabled: boolean;
  onPicture: (dataUrl: string) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const off = disabled || busy;
  const picked = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    void imageToDataUrl(file)
      .then(onPicture)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <>
      <label className="chat-pic" aria-label="发送图片" aria-disabled={off} data-busy={busy || undefined}>
        <PictureOutline />
        <input type="file" accept="image/*" disabled={off} onChange={picked} data-testid="m-chat-picture" />
      </label>
      <label className="chat-pic" aria-label="拍照发送" aria-disabled={off}>
        <CameraOutline />
        <input
          type="file"
          accept="image/*"
          capture="environment"
          disabled={off}
          onChange={picked}
          data-testid="m-chat-camera"
        />
      </label>
    </>
  );
}
