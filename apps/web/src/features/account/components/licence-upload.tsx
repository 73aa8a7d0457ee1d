import { FilePdfOutlined, FileImageOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES } from '@yaocai/contract';
import { App, Image, Upload } from 'antd';
import { useState } from 'react';
import { useUploadFile } from '../api/upload';

const NAMES_KEY = 'licence_upload_names';

/**
 * What a visitor uploaded during this visit, by key: the file's name (kept in sessionStorage, so a
 * reload of the wizard still says which file it was) and a local preview (this page only — the
 * server shows a file to its member once registration has claimed it).
 */
const previews = new Map<string, string>();
function names(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(NAMES_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}
function remember(key: string, name: string) {
  sessionStorage.setItem(NAMES_KEY, JSON.stringify({ ...names(), [key]: name }));
}

interface Props {
  /** The upload key (POST /api/upload) of the picked file. */
  value?: string;
  onChange?(key: string): void;
  id?: string;
  'data-testid'?: string;
}

/** A licence's photo or scan (JPG, PNG or PDF, 5 MB at most) uploaded at once; its key is the value. */
export function LicenceUpload({ value, onChange, id, ...rest }: Props) {
  const { message } = App.useApp();
  const upload = useUploadFile();
  const [, setShown] = useState(0);
  const preview = value ? previews.get(value) : undefined;
  const name = value ? names()[value] : undefined;
  const isPdf = name?.toLowerCase().endsWith('.pdf');
  return (
    <div className="doc-image" data-testid={rest['data-testid']}>
      {value &&
        (preview && !isPdf ? (
          <Image src={preview} width={96} height={96} className="doc-image__thumb" alt="证照图片" />
        ) : (
          <div className="doc-image__file" title={name}>
            {isPdf ? <FilePdfOutlined /> : <FileImageOutlined />}
            <span>{name ?? '已上传'}</span>
          </div>
        ))}
      <Upload
        id={id}
        accept="image/jpeg,image/png,application/pdf"
        showUploadList={false}
        beforeUpload={async (file) => {
          if (!['image/jpeg', 'image/png', 'application/pdf'].includes(file.type)) {
            message.error('请上传 JPG、PNG 图片或 PDF 文件');
            return Upload.LIST_IGNORE;
          }
          if (file.size > UPLOAD_MAX_BYTES) {
            message.error(`文件不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB，请压缩后重新上传`);
            return Upload.LIST_IGNORE;
          }
          try {
            const done = await upload.mutateAsync({ file, purpose: 'qualification' });
            if (file.type !== 'application/pdf') previews.set(done.key, URL.createObjectURL(file));
            remember(done.key, file.name);
            onChange?.(done.key);
            setShown((n) => n + 1);
          } catch {
            // The request layer has shown why (format, size, too many uploads).
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <button type="button" className="doc-image__pick" disabled={upload.isPending}>
          {upload.isPending ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{upload.isPending ? '上传中…' : value ? '重新上传' : '上传图片'}</span>
        </button>
      </Upload>
      <div className="doc-image__hint">JPG/PNG/PDF，不超过5MB，需清晰完整</div>
    </div>
  );
}
