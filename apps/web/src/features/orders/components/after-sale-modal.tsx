import { useMemo, useState } from 'react';
import {
  App,
  Alert,
  type ButtonProps,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Table,
  Upload,
  type UploadFile,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ApiError } from '@yaocai/web-kit/http';
import { applyAfterSale } from '../api/orders';
import type { AfterSaleKind, OrderDetail, OrderLine } from '../api/types';
import { imageToDataUrl } from '@yaocai/web-kit/image';
import { useOrderTrace } from '../api/trace';
import { ReturnCodesPicker } from './return-codes-picker';
import { AFTER_SALE_KINDS, AFTER_SALE_REASONS, allowedKinds, pickedUnits } from '@yaocai/web-kit/after-sale';

export { allowedKinds };

const MAX_PHOTOS = 3;
const KINDS = AFTER_SALE_KINDS;

export interface AfterSaleModalProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  onApplied: (sale: { id: number; kind: AfterSaleKind }) => void;
}

/** 申请售后: kind, reason, quantity per line (at most what is still returnable) and optional photos. */
export function AfterSaleModal({ order, open, onClose, onApplied }: AfterSaleModalProps) {
  const { message } = App.useApp();
  const kinds = allowedKinds(order.status);
  const lines = useMemo(
    () => order.lines.filter((l) => l.is_gift === 0 && l.refundable_quantity > 0),
    [order.lines],
  );
  const [kind, setKind] = useState<AfterSaleKind>(kinds[0] ?? 'refund_only');
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [detail, setDetail] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  const goodsBack = kind !== 'refund_only';
  const trace = useOrderTrace(order.id, open && goodsBack);
  /** Per line, the codes it shipped with that the buyer still holds (none: a 无码 line). */
  const codesOf = (lineId: number) =>
    trace.data?.lines
      .find((t) => t.order_line_id === lineId)
      ?.codes.filter((c) => c.return_state === 'none') ?? [];
  const chosen = lines.filter((l) => (quantities[l.id] ?? 0) > 0);
  const coded = goodsBack ? chosen.filter((l) => codesOf(l.id).length > 0) : [];
  const unmatched = coded.find((l) => pickedUnits(codesOf(l.id), picked[l.id] ?? []) !== quantities[l.id]);
  const problem = !reason
    ? '请选择售后原因'
    : chosen.length === 0
      ? '请填写要申请售后的商品数量'
      : unmatched
        ? `请为「${unmatched.goods_name}」选择与退回数量相同的追溯码`
        : null;

  const submit = async () => {
    if (problem) return void message.warning(problem);
    setBusy(true);
    try {
      const sale = await applyAfterSale({
        order_id: order.id,
        kind,
        reason: detail.trim() ? `${reason}：${detail.trim()}` : reason!,
        lines: chosen.map((l) => ({
          order_line_id: l.id,
          quantity: quantities[l.id]!,
          ...(coded.includes(l) ? { trace_codes: picked[l.id] ?? [] } : {}),
        })),
        photos: photos.map((p) => String(p.thumbUrl ?? p.url ?? '')).filter(Boolean),
      });
      void message.success(`售后申请已提交，售后单号 ${sale.after_sale_no}`);
      onApplied({ id: sale.id, kind });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={`申请售后 · 订单 ${order.order_no}`}
      open={open}
      width={860}
      onCancel={onClose}
      onOk={submit}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'after-sale-submit' } as ButtonProps}
      destroyOnHidden
    >
      <div className="after-sale-form" data-testid="after-sale-form">
        {order.status === 'to_ship' && (
          <Alert type="info" showIcon title="订单尚未发货，仅可申请仅退款；发货后可申请退货退款或换货。" />
        )}
        <div className="after-sale-form__row">
          <span className="after-sale-form__label">售后类型</span>
          <Radio.Group
            value={kind}
            onChange={(e) => setKind(e.target.value as AfterSaleKind)}
            options={KINDS.map((k) => ({ ...k, disabled: !kinds.includes(k.value) }))}
            optionType="button"
            data-testid="after-sale-kind"
          />
        </div>
        <div className="after-sale-form__row">
          <span className="after-sale-form__label">售后原因</span>
          <Select
            className="after-sale-form__reason"
            placeholder="请选择售后原因"
            value={reason}
            onChange={setReason}
            options={AFTER_SALE_REASONS.map((r) => ({ value: r, label: r }))}
            data-testid="after-sale-reason"
          />
          <Input
            className="after-sale-form__detail"
            placeholder="补充说明（选填）"
            maxLength={200}
            value={detail}
            onChange={(e) => setDetail(e.target.value)}
          />
        </div>
        <Table<OrderLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={lines}
          columns={[
            { title: '商品', key: 'name', render: (_, l) => `${l.goods_name} ${l.spec}` },
            { title: '批号', dataIndex: 'batch_no', width: 110 },
            { title: '有效期', dataIndex: 'expires_on', width: 100 },
            { title: '单价', key: 'price', width: 80, render: (_, l) => `¥${l.price}` },
            {
              title: '可申请',
              key: 'left',
              width: 70,
              render: (_, l) => `${l.refundable_quantity}${l.unit}`,
            },
            {
              title: '申请数量',
              key: 'qty',
              width: 120,
              render: (_, l) => (
                <InputNumber
                  size="small"
                  min={0}
                  max={l.refundable_quantity}
                  precision={0}
                  value={quantities[l.id] ?? 0}
                  onChange={(v) =>
                    setQuantities((q) => ({
                      ...q,
                      [l.id]: Math.min(l.refundable_quantity, Math.max(0, Number(v) || 0)),
                    }))
                  }
                  data-testid="after-sale-quantity"
                />
              ),
            },
          ]}
        />
        {coded.map((l) => (
          <ReturnCodesPicker
            key={l.id}
            goods={`${l.goods_name} ${l.spec}`}
            unit={l.unit}
            quantity={quantities[l.id] ?? 0}
            codes={codesOf(l.id)}
            value={picked[l.id] ?? []}
            onChange={(codes) => setPicked((p) => ({ ...p, [l.id]: codes }))}
          />
        ))}
        <div className="after-sale-form__row">
          <span className="after-sale-form__label">凭证图片</span>
          <Upload
            listType="picture-card"
            accept="image/png,image/jpeg,image/webp"
            fileList={photos}
            beforeUpload={async (file) => {
              const dataUrl = await imageToDataUrl(file);
              setPhotos((list) =>
                [
                  ...list,
                  {
                    uid: file.uid,
                    name: file.name,
                    status: 'done' as const,
                    thumbUrl: dataUrl,
                    url: dataUrl,
                  },
                ].slice(0, MAX_PHOTOS),
              );
              return false;
            }}
            onRemove={(file) => setPhotos((list) => list.filter((p) => p.uid !== file.uid))}
          >
            {photos.length < MAX_PHOTOS && (
              <div>
                <PlusOutlined />
                <div>上传图片</div>
              </div>
            )}
          </Upload>
          <span className="cell-grey">选填，最多{MAX_PHOTOS}张，如破损、批号照片</span>
        </div>
      </div>
    </Modal>
  );
}
