import { App, Button, Image, Input, Upload } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { pictureFileRefusal, useUploadPicture } from '../../../lib/upload-picture';
const PREVIEW_HEIGHT = 150;

/**
 * A picture address: uploaded here (JPG or PNG up to 5MB, the address filled in for the staff member)
 * or typed (a picture already on the site or a CDN). The picture shows as it will be cut on the site.
 */
export function ImageField({
  value,
  onChange,
  size,
  testId,
}: {
  value?: string;
  onChange?: (value: string) => void;
  /** The position's picture size, for the preview's proportions. */
  size: readonly [number, number];
  testId: string;
}) {
  const { message } = App.useApp();
  const upload = useUploadPicture();

  const send = (file: File) => {
    const refusal = pictureFileRefusal(file);
    if (refusal) {
      void message.error(refusal);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => {
        if (answer.content_type === 'application/pdf') {
          void message.error('请上传 JPG 或 PNG 格式的图片');
          return;
        }
        onChange?.(answer.url);
        void message.success('图片已上传');
      },
    });
  };

  return (
    <div className="image-field">
      <div
        className="image-field-preview"
        style={{
          aspectRatio: `${size[0]} / ${size[1]}`,
          // A tall picture keeps its proportions within 150px of height.
          width: `min(100%, ${Math.round((PREVIEW_HEIGHT * size[0]) / size[1])}px)`,
        }}
      >
        {value ? (
          <Image src={value} alt="广告图片预览" data-testid={`${testId}-preview`} />
        ) : (
          <span className="muted">
            <PictureOutlined /> 暂无图片
          </span>
        )}
      </div>
      <div className="image-field-input">
        <Input
          allowClear
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="上传图片，或填写以 / 或 https:// 开头的图片地址"
          data-testid={testId}
        />
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            send(file);
            // Sent by `send`, not by Upload itself.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid={`${testId}-upload`}>
            上传图片
          </Button>
        </Upload>
      </div>
    </div>
  );
}
