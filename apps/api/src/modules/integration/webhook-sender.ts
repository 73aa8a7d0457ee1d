import { WEBHOOK_TIMEOUT_MS } from '@yaocai/domain';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { addressRefusal, type HostPolicy } from './webhook-address';

export interface WebhookMessage {
  url: string;
  secret: string;
  messageId: string;
  body: string;
}

export interface AttemptOutcome {
  /** The receiver's status; null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** Why the attempt failed ('' when it succeeded). */
  error: string;
}

/** The Standard Webhooks headers of one attempt: the id stays, the timestamp is the moment of sending. */
export function signedHeaders(message: WebhookMessage, at: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'yaocai-webhooks/1',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.messageId, at, message.body),
  };
}

/**
 * Resolves like Node does, then refuses private addresses in production: checked on the address the
 * socket really connects to, so a name that re-resolves to an internal address between checks cannot slip by.
 */
function guardedLookup(policy: HostPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      for (const { address } of addresses) {
        const refusal = addressRefusal(hostname, address, policy);
        if (refusal) return callback(new Error(refusal), '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** One POST; any 2xx is success, anything else (redirects too), a network error or 10 s is failure. */
export function postWebhook(
  message: WebhookMessage,
  policy: HostPolicy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const refused = (error: string) => Promise.resolve({ statusCode: null, durationMs: took(), error });
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return refused('接收地址无效');
  }
  // A literal IP address is never looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = isIP(literal) ? addressRefusal(literal, literal, policy) : null;
  if (refusal) return refused(refusal);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, durationMs: took(), error: error.slice(0, 500) });
    };
    const body = Buffer.from(message.body);
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, {
      method: 'POST',
      headers: { ...signedHeaders(message, new Date()), 'content-length': String(body.length) },
      lookup: guardedLookup(policy),
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish(null, `超时（${Math.round(timeoutMs / 1000)} 秒未响应）`);
    }, timeoutMs);
    request.on('response', (response) => {
      const code = response.statusCode ?? 0;
      // The answer's body is not needed; read it so the socket is freed.
      response.resume();
      response.on('end', () => finish(code, code >= 200 && code < 300 ? '' : `接收方返回 HTTP ${code}`));
      response.on('error', (error) => finish(code, error.message));
    });
    request.on('error', (error) => finish(null, error.message || '网络错误'));
    request.end(body);
  });
}
