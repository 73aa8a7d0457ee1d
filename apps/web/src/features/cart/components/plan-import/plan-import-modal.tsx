import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Space, Spin, Steps, Typography } from 'antd';
import { SheetDropzone, SheetTemplateLinks } from '@yaocai/web-kit/antd/sheet-upload';
import { PLAN_IMPORT_MAX_ROWS, type PlanImportAnswer } from '@yaocai/contract';
import { paths } from '../../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { cartQueryKey } from '../../api/cart-list';
import { importPlan, planTemplateUrl } from '../../api/plan-import';
import { countByStatus, keptChoices, planSummary } from '../../lib/plan-import';
import { PlanRowsTable } from './plan-rows-table';

interface Run {
  file: File;
  dryRun: boolean;
  choices: Record<number, number>;
}

/**
 * 批量采购: choose a plan (CSV or XLSX), see every row matched (nothing is added yet), pick among the
 * candidates of ambiguous rows, then 加入购物车: the rows that may be bought go in together.
 */
export function PlanImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<PlanImportAnswer | null>(null);
  const [choices, setChoices] = useState<Record<number, number>>({});
  const run = useMutation({
    mutationFn: (r: Run) => importPlan(r.file, { dryRun: r.dryRun, choices: r.choices }),
  });
  const done = answer?.dry_run === 0;

  const preview = (picked: File, next: Record<number, number>) =>
    run.mutate(
      { file: picked, dryRun: true, choices: next },
      {
        onSuccess: setAnswer,
        onError: (e) => {
          if (e instanceof ApiError && e.status === 422 && e.errors?.file) setAnswer(null);
        },
      },
    );
  const choose = (picked: File | null) => {
    setFile(picked);
    setAnswer(null);
    setChoices({});
    if (picked) preview(picked, {});
  };
  const pick = (row: number, goodsId: number) => {
    const next = { ...choices, [row]: goodsId };
    setChoices(next);
    if (file) preview(file, next);
  };
  const confirm = () =>
    file &&
    run.mutate(
      { file, dryRun: false, choices: keptChoices(choices, answer) },
      {
        onSuccess: (result) => {
          setAnswer(result);
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
          void message.success(`已加入购物车 ${result.added} 种商品`);
        },
      },
    );
  const close = () => {
    if (run.isPending) return;
    setFile(null);
    setAnswer(null);
    setChoices({});
    onClose();
  };

  const counts = answer ? countByStatus(answer.rows) : null;
  const step = done ? 3 : answer ? 2 : file ? 1 : 0;

  return (
    <Modal
      open={open}
      title="批量采购 · 导入采购计划"
      width={980}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        done ? (
          <Space>
            <Button onClick={() => choose(null)}>继续导入</Button>
            <Button
              type="primary"
              onClick={() => {
                close();
                navigate(paths.cart);
              }}
              data-testid="plan-go-cart"
            >
              去购物车结算
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={close} disabled={run.isPending}>
              取消
            </Button>
            <Button
              type="primary"
              onClick={confirm}
              disabled={!counts || counts.matched === 0 || run.isPending}
              loading={run.isPending && run.variables?.dryRun === false}
              data-testid="plan-confirm"
            >
              加入购物车{counts && counts.matched > 0 ? `（${counts.matched} 种）` : ''}
            </Button>
          </Space>
        )
      }
    >
      <Steps
        size="small"
        current={step}
        className="plan-steps"
        items={[
          { title: '下载模板' },
          { title: '上传采购计划' },
          { title: '核对与选择' },
          { title: '加入购物车' },
        ]}
      />
      {!answer && (
        <>
          <Typography.Paragraph type="secondary" className="plan-intro">
            按模板填写商品编码或批准文号（没有时填写通用名、规格、生产厂家）及采购数量，单次最多{' '}
            {PLAN_IMPORT_MAX_ROWS} 行。系统优先按商品编码、批准文号匹配，其次按通用名 + 规格 +
            生产厂家匹配；数量按商品中包装自动取整。上传后先预览，确认后再加入购物车。
          </Typography.Paragraph>
          <SheetTemplateLinks urlOf={planTemplateUrl} testId="plan-template" className="plan-template" />
          <SheetDropzone
            file={file}
            onChoose={choose}
            disabled={run.isPending}
            text="点击或将采购计划拖到此处"
            hint="支持 .xlsx 与 .csv，不超过 5MB"
            testId="plan-file"
          />
          {run.isPending && <Spin className="plan-spin" tip="正在匹配商品…" />}
        </>
      )}
      {answer && counts && (
        <div data-testid="plan-result">
          <Alert
            showIcon
            className="plan-summary"
            type={done ? 'success' : counts.matched === answer.rows.length ? 'success' : 'warning'}
            title={`${file ? `${file.name}：` : ''}${planSummary(answer)}`}
            description={
              done
                ? '未加入的行可修改采购计划后重新导入。'
                : counts.ambiguous > 0
                  ? '“待选择”的行请在“匹配商品”中选定一个商品；未选择、未找到、不可购买和数量有误的行不会加入购物车。'
                  : '核对无误后点击“加入购物车”；未找到、不可购买和数量有误的行不会加入购物车。'
            }
            action={
              !done && (
                <Button size="small" onClick={() => choose(null)} disabled={run.isPending}>
                  重新选择文件
                </Button>
              )
            }
          />
          <Spin spinning={run.isPending}>
            <PlanRowsTable
              rows={answer.rows}
              dryRun={!done}
              choices={choices}
              onPick={pick}
              disabled={run.isPending}
            />
          </Spin>
        </div>
      )}
    </Modal>
  );
}
