import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeAlipay } from './fake-alipay';
import { FakeWechatPay } from './fake-wechatpay';
import { fakePayEnv, generateFakePayKeys, type FakePayKeys } from './keys';

export interface FakeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Work to do before answering (paying a trade posts its notice first). */
  after?: () => Promise<FakeAnswer>;
}

/** Alipay and WeChat Pay on one local HTTP server, with the keys of this run. */
export interface FakePayGateways {
  origin: string;
  keys: FakePayKeys;
  alipay: FakeAlipay;
  wechat: FakeWechatPay;
  /** The settings pointing our server here, notices going to `publicUrl`. */
  env(publicUrl: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakePayGateways(
  options: { port?: number; host?: string; keys?: FakePayKeys } = {},
): Promise<FakePayGateways> {
  const keys = options.keys ?? generateFakePayKeys();
  const alipay = new FakeAlipay(keys);
  const wechat = new FakeWechatPay(keys);
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const url = new URL(request.url ?? '/', 'http://fake');
        const method = request.method ?? 'GET';
        let answer =
          (url.pathname === '/health' ? { status: 200, headers: {}, body: 'ok' } : null) ??
          alipay.handle(method, url, body) ??
          wechat.handle(method, url, body, String(request.headers.authorization ?? '')) ??
          ({ status: 404, headers: {}, body: 'not found' } satisfies FakeAnswer);
        if (answer.after) answer = await answer.after();
        response.writeHead(answer.status, answer.headers).end(answer.body);
      })().catch((error: Error) => response.writeHead(500).end(error.message));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    origin,
    keys,
    alipay,
    wechat,
    env: (publicUrl) => fakePayEnv(keys, origin, publicUrl),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
