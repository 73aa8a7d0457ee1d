import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * An ERP stand-in on 127.0.0.1: answers each webhook-id with 500 for its first `failFirst` requests,
 * then 200; paths starting with /down always answer 503.
 */
export async function startReceiver(options: { failFirst: number }) {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      const status = req.url?.startsWith('/down') ? 503 : n <= options.failFirst ? 500 : 200;
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    options,
    /** The webhook-ids answered 2xx, each as often as it was acknowledged. */
    acknowledged: () => received.filter((r) => r.status === 200).map((r) => String(r.headers['webhook-id'])),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
