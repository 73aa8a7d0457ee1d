import { createHmac, timingSafeEqual } from 'node:crypto';

/** A WeChat identity as the OAuth exchange answers it. */
export interface WechatIdentity {
  openid: string;
  nickname: string;
}

/**
 * WeChat website login (扫码登录) as an OAuth provider: where the QR code points, and the exchange of the
 * code WeChat hands back to our callback for the scanner's identity.
 */
export interface WechatOAuth {
  readonly name: 'sandbox' | 'wechat';
  /** The page the QR code opens (or the browser goes to), carrying our state. */
  authoriseUrl(state: string): string;
  /**
   * The identity behind the code WeChat sent to our callback with `state`; throws WechatRefusal for a
   * bad, forged or expired code (or one issued for another state, where the provider can tell).
   */
  exchange(code: string, state: string): Promise<WechatIdentity>;
}

/** The provider refused the code (forged, expired, already used) or could not be reached. */
export class WechatRefusal extends Error {}

export const DEV_WECHAT_SANDBOX_SECRET = 'yaocai-wechat-sandbox-dev-secret';
const CODE_TTL_MS = 5 * 60_000;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Stands in for WeChat: our own page (GET /api/wechat/sandbox/authorize) plays the phone's
 * scan-confirm screen and hands out codes signed with HMAC-SHA256, so a code cannot be made up
 * without the page. The same nickname is the same identity (openid derived from it).
 */
export class SandboxWechat implements WechatOAuth {
  readonly name = 'sandbox' as const;
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  authoriseUrl(state: string) {
    return `/api/wechat/sandbox/authorize?state=${encodeURIComponent(state)}`;
  }

  openidOf(nickname: string) {
    return `sb_${createHmac('sha256', this.secret).update(`openid:${nickname}`).digest('hex').slice(0, 28)}`;
  }

  private sign(payload: string) {
    return createHmac('sha256', this.secret).update(`code:${payload}`).digest('base64url');
  }

  /** The code the sandbox page sends back to the callback after 确认登录. */
  issueCode(state: string, nickname: string) {
    const payload = b64(JSON.stringify({ s: state, n: nickname, e: this.now() + CODE_TTL_MS }));
    return `${payload}.${this.sign(payload)}`;
  }

  private verify(code: string): { s: string; n: string; e: number } | null {
    const [payload, signature, extra] = code.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = Buffer.from(this.sign(payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        s: unknown;
        n: unknown;
        e: unknown;
      };
      if (typeof claims.s !== 'string' || typeof claims.n !== 'string' || typeof claims.e !== 'number') {
        return null;
      }
      return { s: claims.s, n: claims.n, e: claims.e };
    } catch {
      return null;
    }
  }

  async exchange(code: string, state: string): Promise<WechatIdentity> {
    const claims = this.verify(code);
    if (!claims || claims.s !== state) throw new WechatRefusal('授权码无效，请重新扫码');
    if (claims.e < this.now()) throw new WechatRefusal('授权码已过期，请重新扫码');
    return { openid: this.openidOf(claims.n), nickname: claims.n };
  }
}

interface WechatSettings {
  appId: string;
  appSecret: string;
  /** Our callback as registered on the WeChat Open Platform (https://…/api/wechat/callback). */
  redirectUri: string;
  fetch?: typeof fetch;
}

const API = 'https://api.weixin.qq.com';

/** WeChat Open Platform website login: qrconnect, then sns/oauth2/access_token and sns/userinfo. */
export class OpenPlatformWechat implements WechatOAuth {
  readonly name = 'wechat' as const;
  private readonly fetch: typeof fetch;
  constructor(private readonly settings: WechatSettings) {
    this.fetch = settings.fetch ?? globalThis.fetch;
  }

  authoriseUrl(state: string) {
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `https://open.weixin.qq.com/connect/qrconnect?${query.toString()}#wechat_redirect`;
  }

  private async call(path: string, query: Record<string, string>) {
    const url = `${API}${path}?${new URLSearchParams(query).toString()}`;
    let body: Record<string, unknown>;
    try {
      const res = await this.fetch(url, { signal: AbortSignal.timeout(5_000) });
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      throw new WechatRefusal('微信服务暂时不可用，请稍后再试');
    }
    if (typeof body.errcode === 'number' && body.errcode !== 0) {
      throw new WechatRefusal('微信授权失败，请重新扫码');
    }
    return body;
  }

  async exchange(code: string): Promise<WechatIdentity> {
    const token = await this.call('/sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (typeof token.access_token !== 'string' || typeof token.openid !== 'string') {
      throw new WechatRefusal('微信授权失败，请重新扫码');
    }
    const user = await this.call('/sns/userinfo', { access_token: token.access_token, openid: token.openid });
    const nickname = typeof user.nickname === 'string' ? user.nickname : '';
    return { openid: token.openid, nickname: nickname.slice(0, 64) || '微信用户' };
  }
}

export interface WechatConfig {
  appId: string | undefined;
  appSecret: string | undefined;
  redirectUri: string | undefined;
  sandboxSecret: string;
}

/** The real provider when WECHAT_APP_ID and WECHAT_APP_SECRET are set, else the sandbox. */
export function createWechatOAuth(config: WechatConfig): WechatOAuth {
  if (config.appId && config.appSecret) {
    if (!config.redirectUri) {
      throw new Error('WECHAT_APP_ID is set: set WECHAT_REDIRECT_URI to the callback registered with WeChat');
    }
    return new OpenPlatformWechat({
      appId: config.appId,
      appSecret: config.appSecret,
      redirectUri: config.redirectUri,
    });
  }
  return new SandboxWechat(config.sandboxSecret);
}
