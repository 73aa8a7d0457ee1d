import { useState } from 'react';
import { imageToDataUrl } from '@yaocai/web-kit/image';
import './camera-photo.css';

/**
 * A 44-px button that opens the back camera (`capture="environment"`; a phone without one offers its
 * album) and hands over the picture scaled by the web kit as a JPEG data URL.
 */
export function CameraButton({
  text,
  onPhoto,
  disabled = false,
  testId,
  variant = 'solid',
}: {
  text: string;
  onPhoto: (dataUrl: string) => void | Promise<void>;
  disabled?: boolean;
  testId?: string;
  variant?: 'solid' | 'tile';
}) {
  const [busy, setBusy] = useState(false);
  const off = disabled || busy;
  return (
    <label className={variant === 'tile' ? 'camera-tile' : 'receipt-upload'} aria-disabled={off}>
      {busy ? '处理中…' : text}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        disabled={off}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          void imageToDataUrl(file)
            .then(onPhoto)
            .finally(() => setBusy(false));
        }}
      />
    </label>
  );
}
