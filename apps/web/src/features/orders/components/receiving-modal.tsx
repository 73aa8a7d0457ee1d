import { useRef, useState } from 'react';
import { Alert, App, Button, Input, Modal, Table, Tag, Upload, type InputRef } from 'antd';
import type { ReceiptCheckAnswer } from '@yaocai/contract';
import { isCanceledError } from '@yaocai/web-kit/http';
import { useQueryClient } from '@tanstack/react-query';
import { checkReceiving, confirmReceiving } from '../api/trace';
import { ordersQueryKey } from '../api/orders';

const STATUS_COLORS: Record<string, string> = {
  matched: 'success',
  not_on_order: 'error',
  already_received: 'warning',
  duplicate: 'default',
};

/** Codes of a text or CSV file: the last cell of each row (a header row without a code is skipped). */
function codesOfFile(text: string) {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((row) =>
      row
        .split(/[,，\t]/)
        .pop()!
        .trim()
        .replace(/^"|"$/g, ''),
    )
    .filter((code) => code !== '' && code !== '追溯码' && code !== 'code');
}

/**
 * 扫码验收 of a shipped order: each scan (a scanner types the code and Enter) or imported file is
 * checked against what the order shipped — matched, not on this order, received before — and each
 * line's missing codes are listed; 确认验收 records the matched codes (GSP 验收记录).
 */
export function ReceivingModal({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [codes, setCodes] = useState<string[]>([]);
  const [scan, setScan] = useState('');
  const [note, setNote] = useState('');
  const [check, setCheck] = useState<ReceiptCheckAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<InputRef>(null);
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const recheck = async (next: string[]) => {
    setCodes(next);
    try {
      setCheck(await checkReceiving(orderId, next));
    } catch (error) {
      if (!isCanceledError(error)) throw error;
    }
  };
  const onScan = () => {
    const code = scan.trim();
    setScan('');
    if (code) void recheck([...codes, code]);
  };
  const confirm = async () => {
    setSaving(true);
    try {
      const done = await confirmReceiving(orderId, codes, note);
      void message.success(`验收完成：${done.receipt.codes} 个追溯码已记入验收记录`);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      setCodes([]);
      setCheck(null);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const flagged = check?.codes.filter((c) => c.status !== 'matched') ?? [];
  return (
    <Modal
      open={open}
      title="扫码验收"
      width={860}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="confirm"
          type="primary"
          loading={saving}
          disabled={!check || check.matched === 0}
          onClick={() => void confirm()}
          data-testid="receiving-confirm"
        >
          确认验收{check ? `（${check.matched} 个追溯码）` : ''}
        </Button>,
      ]}
      destroyOnHidden
    >
      <div className="receiving__scan">
        <Input
          ref={input}
          size="large"
          value={scan}
          className={
            check?.codes.at(-1)?.status && check.codes.at(-1)?.status !== 'matched'
              ? 'receiving__scan--flagged'
              : undefined
          }
          placeholder="扫码枪扫描包装上的追溯码（或输入后按回车）"
          onChange={(e) => setScan(e.target.value)}
          onPressEnter={onScan}
          data-testid="receiving-scan"
        />
        <Upload
          accept=".txt,.csv"
          showUploadList={false}
          beforeUpload={async (file) => {
            void recheck([...codes, ...codesOfFile(await file.text())]);
            return false;
          }}
        >
          <Button size="large">导入文件</Button>
        </Upload>
      </div>
      {flagged.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="receiving__alert"
          title={`${flagged.length} 个追溯码未通过核对，不会计入验收`}
          data-testid="receiving-flagged"
        />
      )}
      {check && (
        <>
          <Table
            size="small"
            rowKey="order_line_id"
            pagination={false}
            dataSource={check.lines.filter((l) => l.trace_required === 1)}
            columns={[
              { title: '商品', dataIndex: 'goods_name', render: (v: string, l) => `${v} ${l.spec}` },
              { title: '批号', dataIndex: 'batch_no', width: 110 },
              {
                title: '已验收 / 发货',
                key: 'n',
                width: 110,
                render: (_, l) => `${l.received} / ${l.shipped}`,
              },
              {
                title: '尚缺追溯码',
                key: 'missing',
                render: (_, l) =>
                  l.missing.length === 0 ? (
                    <Tag color="success">已齐</Tag>
                  ) : (
                    <span className="cell-grey" data-testid="receiving-missing">
                      缺 {l.missing.length} 个：{l.missing.slice(0, 3).join('、')}
                      {l.missing.length > 3 ? ' …' : ''}
                    </span>
                  ),
              },
            ]}
          />
          <Table
            size="small"
            className="receiving__codes"
            rowKey={(_, i) => String(i)}
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={[...check.codes].reverse()}
            rowClassName={(c) => (c.status === 'matched' ? '' : 'receiving__row--flagged')}
            columns={[
              { title: '追溯码', dataIndex: 'code', render: (v: string) => <code>{v}</code> },
              {
                title: '核对结果',
                key: 'status',
                width: 110,
                render: (_, c) => (
                  <Tag color={STATUS_COLORS[c.status]} data-testid={`receiving-status-${c.status}`}>
                    {c.status_name}
                  </Tag>
                ),
              },
              { title: '说明', key: 'msg', render: (_, c) => c.goods_name || c.msg },
            ]}
          />
        </>
      )}
      <Input
        className="receiving__note"
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="验收备注（选填），如：外观完好、数量相符"
      />
    </Modal>
  );
}
