import { useState } from 'react';
import { App, Button, Modal, Space, Typography } from 'antd';
import { SheetDropzone, SheetTemplateLinks } from '@yaocai/web-kit/antd/sheet-upload';
import { GOODS_IMPORT_MAX_ROWS, type GoodsImportAnswer } from '@yaocai/contract';
import { goodsTemplateUrl } from '../api/goods-sheets';
import { useImportGoods } from '../api/import-goods';
import { canConfirmImport, importDoneText } from '../lib/import-summary';
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
      <SheetTemplateLinks urlOf={goodsTemplateUrl} testId="import-template" style={{ marginBottom: 12 }} />
      <SheetDropzone
        file={file}
        onChoose={choose}
        disabled={run.isPending}
        text="点击或将文件拖到此处"
        hint="支持 .xlsx 与 .csv（UTF-8），不超过 5MB"
        testId="import-file"
      />
      {answer && <ImportResult answer={answer} />}
    </Modal>
  );
}
