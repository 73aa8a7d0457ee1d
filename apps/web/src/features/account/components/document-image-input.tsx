import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload } from 'antd';
import { useState } from 'react';
import { imageToDataUrl } from '@yaocai/web-kit/image';

/** What the API takes per document image (a data URL); two must fit in one form post. */
const MAX_DATA_URL = 400_000;

async function shrink(file: File): Promise<string> {
  let url = await imageToDataUrl(file);
  // Rare very detailed scans: halve the picture until it fits.
  for (let i = 0; i < 3 && url.length > MAX_DATA_URL; i++) {
    const blob = await (await fetch(url)).blob();
    const img = await createImageBitmap(blob);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.width / 2));
    canvas.height = Math.max(1, Math.round(img.height / 2));
    canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
    url = canvas.toDataURL('image/jpeg', 0.7);
  }
  return url;
}

interface Props {
  value?: string;
  onChange?(value: string): void;
  id?: string;
  'data-testid'?: string;
}

/** A licence photo or scan (JPG/PNG), shown as a thumbnail; replaced by picking again. */
export function DocumentImageInput({ value, onChange, id, ...rest }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <div className="doc-image" data-testid={rest['data-testid']}>
      {value && <Image src={value} width={96} height={96} className="doc-image__thumb" alt="证照图片" />}
      <Upload
        id={id}
        accept="image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={async (file) => {
          if (!['image/jpeg', 'image/png'].includes(file.type)) {
            message.error('请上传 JPG 或 PNG 格式的证照图片');
            return Upload.LIST_IGNORE;
          }
          if (file.size > 10 * 1024 * 1024) {
            message.error('图片不能超过10MB');
            return Upload.LIST_IGNORE;
          }
          setBusy(true);
          try {
            const url = await shrink(file);
            if (url.length > MAX_DATA_URL) message.error('图片过大，请压缩到300KB以内后重新上传');
            else onChange?.(url);
          } finally {
            setBusy(false);
          }
          return false;
        }}
      >
        <button type="button" className="doc-image__pick" disabled={busy}>
          <PlusOutlined />
          <span>{busy ? '处理中…' : value ? '重新上传' : '上传图片'}</span>
        </button>
      </Upload>
    </div>
  );
}
