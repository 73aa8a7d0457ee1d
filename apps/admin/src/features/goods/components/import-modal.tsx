import { useState } from 'react';
import { App, Button, Modal, Space, Typography, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { GOODS_IMPORT_MAX_ROWS, type GoodsImportAnswer } from '@yaocai/contract';
import { goodsTemplateUrl } from '../api/goods-sheets';
import { useImportGoods } from '../api/import-goods';
import { canConfirmImport, importDoneText, isSheetFile } from '../lib/import-summary';
import { ImportResult } from './import-result';

/**
 * 导入: pick a CSV or XLSX sheet (the template's columns), 预检 it (nothing is written, every row's
 * outcome shown), then 确认导入 the same file: good rows are created or updated, bad rows skipped.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const run = useImportGoods();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<GoodsImportAnswer | null>(null);
  const checking = run.isPending && run.variables.dryRun;
  const importing = run.isPending && !run.variables.dryRun;

  const choose = (next: File | null) => {
    setFile(next);
    setAnswer(null);
  };
  const close = () => {
    if (run.isPending) return;
    choose(null);
    onClose();
  };
  const check = () => file && run.mutate({ file, dryRun: true }, { onSuccess: setAnswer });
  const confirm = () =>
    file &&
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (done) => {
          setAnswer(done);
          void message.success(importDoneText(done));
        },
      },
    );

  const fileList: UploadFile[] = file
    ? [{ uid: 'sheet', name: file.name, size: file.size, status: 'done' }]
    : [];

  return (
    <Modal
      open={open}
      title="导入商品"
      width={820}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close} disabled={run.isPending}>
            {answer?.dry_run === 0 ? '完成' : '取消'}
          </Button>
          <Button onClick={check} disabled={!file || importing} loading={checking} data-testid="import-check">
            预检
          </Button>
          <Button
            type="primary"
            onClick={confirm}
            disabled={!canConfirmImport(answer) || checking}
            loading={importing}
            data-testid="import-confirm"
          >
            确认导入
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        按模板填写，每行一个商品及其一个批次，单次最多 {GOODS_IMPORT_MAX_ROWS}{' '}
        行。批准文号相同（或通用名、规格、
        生产厂家均相同）的商品将被更新，其余新增；同批号的批次更正库存与效期。请先预检，确认无误后再导入。
      </Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <DownloadOutlined />
        <a href={goodsTemplateUrl('xlsx')} data-testid="import-template">
          下载模板（Excel）
        </a>
        <a href={goodsTemplateUrl('csv')} data-testid="import-template-csv">
          下载模板（CSV）
        </a>
      </Space>
      <Upload.Dragger
        accept=".csv,.xlsx"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(picked) => {
          if (!isSheetFile(picked.name)) {
            void message.error('请选择 CSV 或 XLSX 格式的文件');
            return Upload.LIST_IGNORE;
          }
          choose(picked);
          // Sent with 预检 and 确认导入, not on its own.
          return false;
        }}
        onRemove={() => choose(null)}
        disabled={run.isPending}
        data-testid="import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或将文件拖到此处</p>
        <p className="ant-upload-hint">支持 .xlsx 与 .csv（UTF-8），不超过 5MB</p>
      </Upload.Dragger>
      {answer && <ImportResult answer={answer} />}
    </Modal>
  );
}
