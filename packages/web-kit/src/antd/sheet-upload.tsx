/**
 * The upload step of a spreadsheet import (the storefront's 批量采购 plan, the console's goods
 * import): the template's download links, then one CSV or XLSX file held by the modal until it is
 * sent with a preview or the import itself.
 */
import type { CSSProperties } from 'react';
import { App, Space, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { isSheetFile, type SheetFormat } from '../sheets/sheet-file';

export { isSheetFile, type SheetFormat };

/** 下载模板（Excel）and 下载模板（CSV）; the CSV link's test id is `testId` + `-csv`. */
export function SheetTemplateLinks({
  urlOf,
  testId,
  className,
  style,
}: {
  urlOf: (format: SheetFormat) => string;
  testId: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Space className={className} style={style}>
      <DownloadOutlined />
      <a href={urlOf('xlsx')} data-testid={testId}>
        下载模板（Excel）
      </a>
      <a href={urlOf('csv')} data-testid={`${testId}-csv`}>
        下载模板（CSV）
      </a>
    </Space>
  );
}

/** The drop zone holding the chosen sheet; any other file is refused with a message. */
export function SheetDropzone({
  file,
  onChoose,
  disabled,
  text,
  hint,
  testId,
}: {
  file: File | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
  text: string;
  hint: string;
  testId: string;
}) {
  const { message } = App.useApp();
  const fileList: UploadFile[] = file
    ? [{ uid: 'sheet', name: file.name, size: file.size, status: 'done' }]
    : [];
  return (
    <Upload.Dragger
      accept=".csv,.xlsx"
      maxCount={1}
      fileList={fileList}
      beforeUpload={(picked) => {
        if (!isSheetFile(picked.name)) {
          void message.error('请选择 CSV 或 XLSX 格式的文件');
          return Upload.LIST_IGNORE;
        }
        onChoose(picked);
        // The modal sends the file with its preview or import request, not on its own.
        return false;
      }}
      onRemove={() => onChoose(null)}
      disabled={disabled}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{text}</p>
      <p className="ant-upload-hint">{hint}</p>
    </Upload.Dragger>
  );
}
