import { PlusOutlined } from '@ant-design/icons';
import { FEEDBACK_IMAGES_MAX, UPLOAD_MAX_BYTES } from '@yaocai/contract';
import { App, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useUploadFile } from '../../account/api/upload';

const TYPES = ['image/jpeg', 'image/png'];

interface Props {
  /** Upload urls (POST /api/upload, purpose image) the form submits. */
  value?: string[];
  onChange?(value: string[]): void;
  id?: string;
}

/**
 * Up to three screenshots or photos (JPG/PNG, ≤5MB), each sent to POST /api/upload at once; the form
 * keeps their urls, and the pictures are previewed from the server (served to their member only).
 */
export function FeedbackImagesInput({ value = [], onChange, id }: Props) {
  const { message } = App.useApp();
  const upload = useUploadFile();
  const [busy, setBusy] = useState<UploadFile[]>([]);
  // Two uploads may finish before the form re-renders: each adds to what the other already added.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const files: UploadFile[] = [
    ...value.map((url) => ({ uid: url, name: '反馈图片', status: 'done' as const, url, thumbUrl: url })),
    ...busy,
  ];

  return (
    <div data-testid="feedback-images">
      <Upload
        id={id}
        listType="picture-card"
        accept="image/jpeg,image/png"
        fileList={files}
        beforeUpload={async (file) => {
          if (!TYPES.includes(file.type)) {
            message.error('请上传 JPG 或 PNG 图片');
            return Upload.LIST_IGNORE;
          }
          if (file.size > UPLOAD_MAX_BYTES) {
            message.error(`图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB，请压缩后重新上传`);
            return Upload.LIST_IGNORE;
          }
          if (latest.current.length + busy.length >= FEEDBACK_IMAGES_MAX) {
            message.warning(`最多上传${FEEDBACK_IMAGES_MAX}张图片`);
            return Upload.LIST_IGNORE;
          }
          const pending: UploadFile = { uid: file.uid, name: file.name, status: 'uploading' };
          setBusy((list) => [...list, pending]);
          try {
            const done = await upload.mutateAsync({ file, purpose: 'image' });
            change([...latest.current, done.url].slice(0, FEEDBACK_IMAGES_MAX));
          } catch {
            // The request layer has shown why (format, size).
          } finally {
            setBusy((list) => list.filter((f) => f.uid !== file.uid));
          }
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          change(latest.current.filter((url) => url !== file.url));
          return true;
        }}
      >
        {files.length < FEEDBACK_IMAGES_MAX && (
          <div>
            <PlusOutlined />
            <div className="feedback-images__pick">上传图片</div>
          </div>
        )}
      </Upload>
      <div className="feedback-images__hint">
        选填，最多{FEEDBACK_IMAGES_MAX}张，支持 JPG、PNG，单张不超过5MB
      </div>
    </div>
  );
}
