import type { SandboxMessage } from '../../providers/sms';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const time = (at: Date) => at.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** The sandbox SMS provider's last messages, newest first, for testers (development only). */
export function smsOutboxPage(messages: readonly SandboxMessage[]) {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(time(m.sentAt))}</td><td class="phone">${escape(m.phone)}</td><td class="text">${escape(m.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>短信发件箱（开发环境）- 药采网</title>
<style>body{font:14px/1.6 "Noto Sans CJK SC",sans-serif;margin:24px;color:#333}h1{font-size:18px}
table{border-collapse:collapse;width:100%;max-width:960px}td,th{border:1px solid #e5e5e5;padding:6px 10px;text-align:left}
th{background:#fafafa}.note{color:#999}</style></head><body>
<h1>短信发件箱 <span class="note">（沙箱短信服务，仅开发环境可见，最近50条）</span></h1>
<table><thead><tr><th>发送时间</th><th>手机号</th><th>内容</th></tr></thead><tbody>${
    rows || '<tr><td colspan="3" class="note">暂无短信</td></tr>'
  }</tbody></table></body></html>`;
}
