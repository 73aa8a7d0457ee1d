import { App, Button, Input, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES } from '@yaocai/contract';
import { useUploadReport } from '../api/upload-report';

const REPORT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** 检验报告: the uploaded report's address, filled in by 上传报告, or an address typed in. */
export function ReportField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { message } = App.useApp();
  const upload = useUploadReport();

  const send = (file: File) => {
    if (!REPORT_TYPES.includes(file.type)) return void message.error('请上传 PDF、JPG 或 PNG 格式的检验报告');
    if (file.size > UPLOAD_MAX_BYTES)
      return void message.error(`文件不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB，请压缩后重新上传`);
    upload.mutate(file, {
      onSuccess: (answer) => {
        onChange?.(answer.url);
        void message.success('检验报告已上传，保存批次后生效');
      },
    });
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        allowClear
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder="上传报告，或填写地址，如 /img/report/2073.svg"
        data-testid="batch-report"
      />
      <Upload
        accept=".pdf,.jpg,.jpeg,.png"
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="batch-report-upload">
          上传报告
        </Button>
      </Upload>
    </Space.Compact>
  );
}
