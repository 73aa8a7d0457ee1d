import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useUploadFile } from '../api/upload';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

interface Props {
  /** The upload key the form submits. */
  value?: string;
  onChange?(value: string): void;
  id?: string;
}

/**
 * A document scan (JPG/PNG/PDF, ≤5MB) sent to POST /api/upload at once; the form keeps the key, and the
 * picture is previewed from the local file.
 */
export function DocumentUploadInput({ value, onChange, id }: Props) {
  const { message } = App.useApp();
  const upload = useUploadFile();
  const [preview, setPreview] = useState<{ url: string; pdf: boolean; name: string } | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  return (
    <div className="doc-upload" data-testid="document-upload">
      {value && preview && (
        <div className="doc-upload__preview">
          {preview.pdf ? (
            <a href={preview.url} target="_blank" rel="noreferrer" className="doc-upload__pdf">
              PDF
              <small>{preview.name}</small>
            </a>
          ) : (
            <Image src={preview.url} width={96} height={96} alt="证照图片预览" />
          )}
        </div>
      )}
      <Upload
        id={id}
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          if (!TYPES.includes(file.type)) {
            message.error('请上传 JPG、PNG 图片或 PDF 文件');
            return Upload.LIST_IGNORE;
          }
          if (file.size > MAX_BYTES) {
            message.error('文件不能超过5MB，请压缩后重新上传');
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const f = file as File;
          try {
            const answer = await upload.mutateAsync({ file: f, purpose: 'qualification' });
            setPreview({
              url: URL.createObjectURL(f),
              pdf: answer.content_type === 'application/pdf',
              name: f.name,
            });
            onChange?.(answer.key);
            onSuccess?.(answer);
          } catch (error) {
            // The request layer has already shown the server's message (格式/大小).
            onError?.(error as Error);
          }
        }}
      >
        <button
          type="button"
          className="doc-upload__pick"
          disabled={upload.isPending}
          data-testid="document-upload-pick"
        >
          {upload.isPending ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{upload.isPending ? '上传中…' : value ? '重新上传' : '上传证照'}</span>
        </button>
      </Upload>
      <div className="doc-upload__hint">
        支持 JPG、PNG、PDF，不超过5MB；请上传加盖公章的清晰彩色扫描件或照片
      </div>
    </div>
  );
}
