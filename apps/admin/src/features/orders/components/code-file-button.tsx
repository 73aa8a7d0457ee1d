import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { readCodeFile } from '../lib/packing';

/** 导入追溯码: a text or CSV file, one code per line or `order_line_id,code`; read in the browser. */
export function CodeFileButton({ onRead }: { onRead: (rows: [number | null, string][]) => void }) {
  return (
    <Upload
      accept=".txt,.csv"
      showUploadList={false}
      beforeUpload={async (file) => {
        onRead(readCodeFile(await file.text()));
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} data-testid="pack-import">
        导入追溯码
      </Button>
    </Upload>
  );
}
