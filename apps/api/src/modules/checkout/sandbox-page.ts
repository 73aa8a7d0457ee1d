import { formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { SandboxGateway } from '../../providers/payment/index';
import type { Viewer } from '../../shared/viewer';
import { findOrderAnyMember } from '../orders/index';
import { findMemberPayment } from '../wallet/index';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function form(fields: Record<string, string>, label: string, primary: boolean) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  const style = primary
    ? 'background:#e4393c;color:#fff;border:0'
    : 'background:#fff;color:#333;border:1px solid #ccc';
  return `<form method="post" action="/api/pay/notify/sandbox" style="display:inline-block;margin:0 8px">${inputs}<button type="submit" style="${style};padding:10px 32px;font-size:16px;border-radius:4px;cursor:pointer">${label}</button></form>`;
}

/** The page standing in for the payment provider's checkout. */
export function sandboxPage(input: {
  paymentNo: string;
  amount: number;
  subject: string;
  status: string;
  success: Record<string, string>;
  cancel: Record<string, string>;
}) {
  const body =
    input.status === 'pending'
      ? `${form(input.success, '确认支付', true)}${form(input.cancel, '取消', false)}`
      : `<p>该支付单已处理（${escape(input.status)}）。</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟支付网关</title></head>
<body style="font-family:'Noto Sans CJK SC',sans-serif;background:#f5f5f5;margin:0">
<div style="max-width:480px;margin:80px auto;background:#fff;padding:32px;border-radius:8px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.1)">
<h2 style="margin-top:0">模拟支付网关（沙箱）</h2>
<p>${escape(input.subject)}</p><p>支付单号：${escape(input.paymentNo)}</p>
<p style="font-size:28px;color:#e4393c">¥${formatYuan(input.amount)}</p>${body}
<p style="color:#999;font-size:12px;margin-top:24px">此页面代替真实支付平台，仅用于演示与测试。</p></div></body></html>`;
}

/**
 * The sandbox page of one payment. It hands out signed notices, so it is only for the member who
 * owes the payment.
 */
export async function sandboxPayPage(
  db: Database,
  viewer: Viewer,
  paymentNo: string,
  gateway: SandboxGateway,
) {
  const payment = await findMemberPayment(db, viewer.memberId, paymentNo);
  if (!payment) throw notFound('支付单');
  const order = payment.orderId ? await findOrderAnyMember(db, payment.orderId) : null;
  return sandboxPage({
    paymentNo: payment.paymentNo,
    amount: payment.amount,
    subject: order ? `药采网订单 ${order.orderNo}` : '药采网账期还款',
    status: payment.status,
    success: gateway.notice(payment.paymentNo, payment.amount, 'success'),
    cancel: gateway.notice(payment.paymentNo, payment.amount, 'cancel'),
  });
}
