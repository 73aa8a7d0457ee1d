import { PARCEL_STATE_LABELS } from '@yaocai/domain';
import type { ParcelRow } from './parcels.repository';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The steps a tester usually pushes, in the order a parcel goes through them. */
export const SANDBOX_STEPS: { state: string; place: string; text: string }[] = [
  { state: '1', place: '广东省广州市', text: '【广州白云仓】快件已揽收，揽收员：陈师傅 13800138000' },
  { state: '0', place: '湖北省武汉市', text: '快件已到达【武汉转运中心】，正发往下一站' },
  { state: '5', place: '北京市朝阳区', text: '【北京朝阳营业部】快递员 李师傅 正在为您派件，请保持电话畅通' },
  { state: '3', place: '北京市朝阳区', text: '快件已签收，签收人：本人，感谢使用' },
];

/** The development page of the sandbox carrier: the latest parcels, each with a form that pushes a step. */
export function parcelDevPage(rows: readonly ParcelRow[]) {
  const states = Object.entries(PARCEL_STATE_LABELS)
    .map(([code, label]) => `<option value="${code}">${code} ${escape(label)}</option>`)
    .join('');
  const body = rows
    .map((p) => {
      const next = SANDBOX_STEPS.find((s) => s.state === (p.signedAt ? '3' : '1')) ?? SANDBOX_STEPS[0]!;
      return `<tr><td>${p.id}</td><td>${p.orderId}</td><td>${escape(p.purpose)}</td><td>${escape(p.carrier)}</td>
<td>${escape(p.number)}</td><td>${escape(PARCEL_STATE_LABELS[p.state] ?? '—')}</td><td>
<form method="post" action="/api/dev/logistics/push" data-parcel="${p.id}">
<input type="hidden" name="parcel_id" value="${p.id}">
<select name="state">${states.replace(`value="${next.state}"`, `value="${next.state}" selected`)}</select>
<input name="place" value="${escape(next.place)}" size="10" aria-label="地点">
<input name="text" value="${escape(next.text)}" size="40" aria-label="内容">
<button type="submit">推送</button></form></td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱物流推送（开发环境）- 药采网</title>
<style>body{font:14px/1.6 "Noto Sans CJK SC",sans-serif;margin:24px;color:#333}h1{font-size:18px}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e5e5;padding:6px 10px;text-align:left}
th{background:#fafafa}.note{color:#999}</style></head><body>
<h1>沙箱物流推送 <span class="note">（仅开发环境可见；按快递100推送格式签名后送往 /api/logistics/notify/kuaidi100）</span></h1>
<table><thead><tr><th>包裹</th><th>订单</th><th>用途</th><th>物流公司</th><th>运单号</th><th>状态</th><th>推送一条轨迹</th></tr></thead><tbody>${
    body || '<tr><td colspan="7" class="note">暂无包裹</td></tr>'
  }</tbody></table></body></html>`;
}
