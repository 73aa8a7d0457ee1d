import { App, Button, Image, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { pictureFileRefusal } from '../../../lib/upload-picture';
import { uploadSlip } from '../api/finance';

/** The bank slip's picture: uploaded as a receipt (only staff and its uploader see it), its address kept. */
export function SlipUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { message } = App.useApp();
  const upload = useMutation({ mutationFn: uploadSlip });
  return (
    <div className="slip-upload">
      {value && <Image src={value} alt="汇款凭证" width={120} data-testid="transfer-voucher-preview" />}
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          const refusal = pictureFileRefusal(file);
          if (refusal) void message.error(refusal);
          else
            upload.mutate(file, {
              onSuccess: (answer) => {
                onChange?.(answer.url);
                void message.success('凭证已上传');
              },
            });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="transfer-voucher-upload">
          {value ? '重新上传' : '上传凭证图片'}
        </Button>
      </Upload>
    </div>
  );
}
