import type { LogisticsProvider, ParcelToFollow } from './index';

export const KUAIDI100_POLL_URL = 'https://poll.kuaidi100.com/poll';

/** 快递100's subscription answer codes that mean the parcel is followed (501: already subscribed). */
const ACCEPTED = new Set(['200', '501']);

/**
 * 快递100 (api.kuaidi100.com) 订阅推送: `subscribe` posts the parcel to the poll API with our callback
 * and salt; 快递100 then pushes every change to POST /api/logistics/notify/kuaidi100.
 */
export class Kuaidi100 implements LogisticsProvider {
  readonly name = 'kuaidi100' as const;
  readonly salt: string;
  constructor(
    private readonly options: {
      key: string;
      customer: string;
      salt: string;
      callbackUrl: string;
      pollUrl?: string;
    },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.salt = options.salt;
  }

  async subscribe(parcel: ParcelToFollow) {
    const param = JSON.stringify({
      company: parcel.carrierCode,
      number: parcel.number,
      key: this.options.key,
      parameters: { callbackurl: this.options.callbackUrl, salt: this.options.salt, resultv2: '1' },
    });
    const res = await this.fetchImpl(this.options.pollUrl ?? KUAIDI100_POLL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ schema: 'json', param }).toString(),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await res.json().catch(() => ({}))) as { returnCode?: string | number; message?: string };
    const code = String(body.returnCode ?? res.status);
    if (!ACCEPTED.has(code)) throw new Error(`快递100 refused: ${code} ${body.message ?? ''}`.trim());
  }
}
