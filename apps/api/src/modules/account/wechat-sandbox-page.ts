const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's own policy: no scripts at all, inline styles, and a form that posts only to us. */
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const PURPOSE_TEXT: Record<string, string> = {
  bind: '绑定药采网账号',
  register: '注册并登录药采网',
};

const shell = (content: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>微信授权登录（沙箱）</title></head>
<body style="margin:0;background:#ededed;font-family:'Noto Sans CJK SC','PingFang SC',sans-serif;color:#111">
<div style="max-width:375px;min-height:640px;margin:24px auto;background:#fff;border-radius:24px;box-shadow:0 4px 24px rgba(0,0,0,.15);overflow:hidden">
<div style="background:#ededed;padding:14px 16px;text-align:center;font-size:16px;font-weight:600;border-bottom:1px solid #ddd">微信授权登录</div>
${content}
<p style="color:#999;font-size:12px;text-align:center;margin:24px 16px">沙箱页面：代替手机微信的扫码确认，仅用于演示与测试</p>
</div></body></html>`;

/** Stands in for the screen WeChat shows on the phone after a scan: confirm or cancel the login. */
export function wechatSandboxPage(input: {
  state: string;
  purpose: string;
  usable: boolean;
  nickname: string;
}) {
  if (!input.usable) {
    return shell(`<div style="padding:64px 24px;text-align:center">
<div style="font-size:48px;color:#fa5151">!</div>
<p style="font-size:17px">二维码已失效</p>
<p style="color:#888;font-size:14px">请回到电脑上刷新二维码后重新扫描</p></div>`);
  }
  const state = escape(input.state);
  const button = (action: string, label: string, style: string) =>
    `<button type="submit" name="action" value="${action}" style="display:block;width:100%;padding:12px 0;margin-top:12px;font-size:17px;border-radius:8px;cursor:pointer;${style}">${label}</button>`;
  return shell(`<div style="padding:40px 24px 0;text-align:center">
<div style="width:72px;height:72px;margin:0 auto;border-radius:16px;background:#e4393c;color:#fff;font-size:28px;line-height:72px;font-weight:700">药采</div>
<p style="font-size:18px;margin:16px 0 4px">药采网 申请使用你的微信身份</p>
<p style="color:#888;font-size:14px;margin:0 0 24px">${escape(PURPOSE_TEXT[input.purpose] ?? '登录药采网')}</p>
<form method="post" action="/api/wechat/sandbox/confirm" style="text-align:left">
<input type="hidden" name="state" value="${state}">
<label style="display:block;color:#555;font-size:14px;margin-bottom:6px" for="nickname">微信昵称（沙箱中代表不同的微信用户）</label>
<input id="nickname" name="nickname" value="${escape(input.nickname)}" maxlength="32" required
 style="box-sizing:border-box;width:100%;padding:10px;font-size:16px;border:1px solid #ddd;border-radius:6px">
<p style="color:#888;font-size:13px;margin:16px 0 8px">授权后药采网将获得：你的公开信息（昵称、头像）</p>
${button('confirm', '确认登录', 'background:#07c160;color:#fff;border:0')}
${button('cancel', '取消', 'background:#f2f2f2;color:#07c160;border:0')}
</form></div>`);
}
