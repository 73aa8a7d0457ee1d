import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Image, Selector, Skeleton, Stepper, TextArea, Toast } from 'antd-mobile';
import { afterSaleCreate, orderDetail, orderTrace } from '@yaocai/contract';
import type { AfterSaleKind } from '@yaocai/domain';
import { AFTER_SALE_KINDS, AFTER_SALE_REASONS, allowedKinds, pickedUnits } from '@yaocai/web-kit/after-sale';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';
import { CameraButton } from '../components/camera-photo';
import { ReturnCodes } from '../components/return-codes';
import './after-sale.css';

const MAX_PHOTOS = 3;

/**
 * 申请售后 from a phone (/m/orders/{id}/after-sale): kind (what the order's state allows), reason, units
 * per line (at most what is still open) and photos from the back camera — POST /api/after_sale as on PC.
 */
export function AfterSaleApplyPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => call(orderDetail, { id }, { signal }),
  });
  const [picked, setKind] = useState<AfterSaleKind | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [photos, setPhotos] = useState<string[]>([]);
  const o = order.data;
  const kinds = o ? allowedKinds(o.status) : [];
  const kind = picked && kinds.includes(picked) ? picked : (kinds[0] ?? null);
  const lines = (o?.lines ?? []).filter((l) => l.is_gift === 0 && l.refundable_quantity > 0);
  const chosen = lines.filter((l) => (quantities[l.id] ?? 0) > 0);
  const [codesPicked, setCodesPicked] = useState<Record<number, string[]>>({});
  const goodsBack = kind !== null && kind !== 'refund_only';
  const trace = useQuery({
    queryKey: ['order', id, 'trace'],
    queryFn: ({ signal }) => call(orderTrace, { id }, { signal }),
    enabled: goodsBack,
  });
  /** Per line, the codes it shipped with that the buyer still holds (none: a 无码 line). */
  const codesOf = (lineId: number) =>
    trace.data?.lines
      .find((t) => t.order_line_id === lineId)
      ?.codes.filter((c) => c.return_state === 'none') ?? [];
  const coded = goodsBack ? chosen.filter((l) => codesOf(l.id).length > 0) : [];
  const unmatched = coded.find(
    (l) => pickedUnits(codesOf(l.id), codesPicked[l.id] ?? []) !== quantities[l.id],
  );

  const apply = useMutation({
    mutationFn: () =>
      call(afterSaleCreate, {
        order_id: id,
        kind: kind!,
        reason: detail.trim() ? `${reason}：${detail.trim()}` : reason!,
        lines: chosen.map((l) => ({
          order_line_id: l.id,
          quantity: quantities[l.id]!,
          ...(coded.includes(l) ? { trace_codes: codesPicked[l.id] ?? [] } : {}),
        })),
        photos,
      }),
    onSuccess: (sale) => {
      Toast.show({ icon: 'success', content: `售后申请已提交，售后单号 ${sale.after_sale_no}` });
      void client.invalidateQueries({ queryKey: ['order', id] });
      void client.invalidateQueries({ queryKey: ['after-sales'] });
      navigate(m.afterSale(sale.id), { replace: true });
    },
  });
  const submit = () => {
    const problem = !kind
      ? '该订单当前不能申请售后'
      : !reason
        ? '请选择售后原因'
        : chosen.length === 0
          ? '请填写要申请售后的商品数量'
          : unmatched
            ? `请为「${unmatched.goods_name}」勾选与退回数量相同的追溯码`
            : null;
    if (problem) Toast.show({ content: problem });
    else apply.mutate();
  };

  if (order.isError)
    return (
      <NavPage title="申请售后">
        <ErrorBlock status="empty" title="订单不存在" description="" />
      </NavPage>
    );
  if (!o)
    return (
      <NavPage title="申请售后">
        <Skeleton.Paragraph lineCount={8} animated />
      </NavPage>
    );
  return (
    <NavPage title="申请售后" testId="m-after-sale-apply">
      <div className="section" style={{ marginTop: 0 }}>
        <div className="muted">订单号 {o.order_no}</div>
        {o.status === 'to_ship' ? (
          <div className="progress-note">订单尚未发货，仅可申请仅退款；发货后可申请退货退款或换货。</div>
        ) : null}
        <div className="as-label">售后类型</div>
        <Selector
          columns={3}
          value={kind ? [kind] : []}
          onChange={(v) => v[0] && setKind(v[0])}
          options={AFTER_SALE_KINDS.map((k) => ({ ...k, disabled: !kinds.includes(k.value) }))}
          data-testid="m-as-kind"
        />
        <div className="as-label">售后原因</div>
        <Selector
          columns={2}
          value={reason ? [reason] : []}
          onChange={(v) => setReason(v[0] ?? null)}
          options={AFTER_SALE_REASONS.map((r) => ({ label: r, value: r }))}
          data-testid="m-as-reason"
        />
        <TextArea
          className="as-detail"
          placeholder="补充说明（选填）"
          maxLength={200}
          rows={2}
          value={detail}
          onChange={setDetail}
        />
      </div>
      <div className="section">
        <div className="section-title">售后商品</div>
        {lines.length === 0 ? <div className="muted">没有可申请售后的商品</div> : null}
        {lines.map((l) => (
          <div key={l.id} className="as-line" data-testid="m-as-line">
            <div className="as-line-name">
              {l.goods_name} <span className="muted">{l.spec}</span>
            </div>
            <div className="muted">
              批号 {l.batch_no} · 效期至 {l.expires_on} · ¥{l.price}/{l.unit}
            </div>
            <div className="as-line-qty">
              <span className="muted">
                可申请 {l.refundable_quantity}
                {l.unit}
              </span>
              <Stepper
                min={0}
                max={l.refundable_quantity}
                digits={0}
                value={quantities[l.id] ?? 0}
                onChange={(v) => setQuantities((q) => ({ ...q, [l.id]: v }))}
                data-testid="m-as-quantity"
              />
            </div>
            {coded.includes(l) ? (
              <ReturnCodes
                unit={l.unit}
                quantity={quantities[l.id]!}
                codes={codesOf(l.id)}
                value={codesPicked[l.id] ?? []}
                onChange={(codes) => setCodesPicked((p) => ({ ...p, [l.id]: codes }))}
              />
            ) : null}
          </div>
        ))}
      </div>
      <div className="section">
        <div className="section-title">
          <span>凭证照片</span>
          <span className="muted">选填，最多{MAX_PHOTOS}张，如破损、批号照片</span>
        </div>
        <div className="photo-row">
          {photos.map((src, i) => (
            <div key={i} className="as-photo">
              <Image src={src} width={72} height={72} fit="cover" alt={`凭证照片${i + 1}`} />
              <button
                type="button"
                aria-label={`删除凭证照片${i + 1}`}
                onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </div>
          ))}
          {photos.length < MAX_PHOTOS ? (
            <CameraButton
              variant="tile"
              text="拍照"
              testId="m-as-photo-input"
              onPhoto={(src) => setPhotos((list) => [...list, src].slice(0, MAX_PHOTOS))}
            />
          ) : null}
        </div>
      </div>
      <div className="bottom-bar">
        <Button block color="primary" loading={apply.isPending} onClick={submit} data-testid="m-as-submit">
          提交申请
        </Button>
      </div>
    </NavPage>
  );
}
