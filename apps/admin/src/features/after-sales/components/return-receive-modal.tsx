import { useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Input, Modal, Table, Tag, type InputRef } from 'antd';
import type { OperatorAfterSale, ReturnCheckAnswer } from '@yaocai/contract';
import { ApiError } from '@yaocai/web-kit/http';
import { beep } from '../../orders/lib/beep';
import { checkReturnCodes, useReceiveReturn } from '../api/receive-return';

const STATUS_COLORS: Record<ReturnCheckAnswer['codes'][number]['status'], string> = {
  matched: 'success',
  not_on_after_sale: 'error',
  already_received: 'warning',
  duplicate: 'warning',
};

/**
 * 确认收到退货: the warehouse scans each 追溯码 off the returned parcel (a scanner types the code and
 * Enter); the server checks it against the codes the after-sale named — a stranger code flashes red and
 * beeps — and each line shows the codes still missing. An after-sale without codes just confirms.
 */
export function ReturnReceiveModal({ sale, onClose }: { sale: OperatorAfterSale; onClose: () => void }) {
  const { message } = App.useApp();
  const receive = useReceiveReturn();
  const named = sale.lines.flatMap((l) => l.trace_codes);
  const [scanned, setScanned] = useState<string[]>([]);
  const [scan, setScan] = useState('');
  const [result, setResult] = useState<ReturnCheckAnswer | null>(null);
  const [allowMissing, setAllowMissing] = useState(false);
  const scanner = useRef<InputRef>(null);

  const recheck = async (codes: string[]) => {
    setScanned(codes);
    const answer = await checkReturnCodes(sale.id, codes);
    setResult(answer);
    if (answer.codes.at(-1)?.status === 'not_on_after_sale') beep();
  };
  const onScan = () => {
    const code = scan.trim();
    setScan('');
    if (code) void recheck([...scanned, code]).catch(() => undefined);
    scanner.current?.focus();
  };
  const missing = result
    ? result.lines.reduce((n, l) => n + l.missing.length, 0)
    : named.filter((c) => !c.received).length;
  const flagged = result?.codes.filter((c) => c.status === 'not_on_after_sale').length ?? 0;
  const ready = named.length === 0 || (flagged === 0 && (missing === 0 || allowMissing));

  const confirm = () =>
    receive.mutate(
      { id: sale.id, codes: scanned, allow_missing: allowMissing ? 1 : 0 },
      {
        onSuccess: () => {
          void message.success(`已确认收到 ${sale.after_sale_no} 的退货`);
          onClose();
        },
        onError: (e) => {
          if (!(e instanceof ApiError)) throw e;
        },
      },
    );

  return (
    <Modal
      open
      width={760}
      title={`确认收到退货 · ${sale.after_sale_no}`}
      onCancel={onClose}
      // The dialog takes the focus as it opens; the scanner takes it back so the first scan lands.
      afterOpenChange={(visible) => visible && scanner.current?.focus()}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!ready}
          loading={receive.isPending}
          onClick={confirm}
          data-testid="return-receive-confirm"
        >
          确认收货入库
        </Button>,
      ]}
    >
      <div data-testid="return-receive">
        {named.length === 0 ? (
          <Alert type="info" showIcon title="本售后单没有退回的追溯码，核对商品与数量后确认收货。" />
        ) : (
          <>
            <Input
              ref={scanner}
              size="large"
              placeholder="扫描退回的追溯码（扫码枪或键盘输入后回车）"
              value={scan}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={onScan}
              status={result?.codes.at(-1)?.status === 'not_on_after_sale' ? 'error' : undefined}
              data-testid="return-scan"
            />
            <Table
              size="small"
              style={{ marginTop: 12 }}
              pagination={false}
              rowKey="order_line_id"
              data-testid="return-lines"
              dataSource={result?.lines ?? []}
              locale={{ emptyText: `应退回追溯码 ${named.length} 个，请逐个扫描` }}
              columns={[
                { title: '商品', key: 'goods', render: (_, l) => `${l.goods_name} ${l.spec}` },
                { title: '批号', dataIndex: 'batch_no', width: 110 },
                {
                  title: '已收 / 应收',
                  key: 'count',
                  width: 100,
                  render: (_, l) => (l.named === 0 ? '无码' : `${l.received} / ${l.named}`),
                },
                {
                  title: '未扫到',
                  key: 'missing',
                  render: (_, l) =>
                    l.missing.length === 0 ? (
                      <span className="muted">—</span>
                    ) : (
                      l.missing.map((c) => (
                        <Tag key={c} color="warning">
                          {c}
                        </Tag>
                      ))
                    ),
                },
              ]}
            />
            {result && result.codes.length > 0 && (
              <div className="pack-codes" style={{ marginTop: 12 }} data-testid="return-scans">
                {result.codes.map((c, index) => (
                  <Tag
                    key={`${c.code}-${index}`}
                    color={STATUS_COLORS[c.status]}
                    title={c.msg}
                    closable
                    onClose={(e) => {
                      e.preventDefault();
                      void recheck(scanned.filter((_, i) => i !== index)).catch(() => undefined);
                    }}
                    data-testid={`return-scan-${c.status}`}
                  >
                    {c.code} {c.status_name}
                    {c.msg ? `：${c.msg}` : ''}
                  </Tag>
                ))}
              </div>
            )}
            {flagged > 0 && (
              <Alert
                style={{ marginTop: 12 }}
                type="error"
                showIcon
                title={`${flagged}个追溯码不在本售后单的退回清单中，请核对后移除（点 × 删除）`}
              />
            )}
            {missing > 0 && (
              <Checkbox
                style={{ marginTop: 12 }}
                checked={allowMissing}
                onChange={(e) => setAllowMissing(e.target.checked)}
                data-testid="return-allow-missing"
              >
                还有{missing}
                个追溯码未扫到：实物已收到、追溯码无法扫读时，仍按申请数量确认收货并退款（未扫到的追溯码视为未收回，不会再次出库）
              </Checkbox>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
