import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createStorage,
  LocalFileStorage,
  MemoryFileStorage,
  S3FileStorage,
  storageConfigFrom,
  storageRefusal,
} from './storage';

const KEY = `qualification/${'ab'.repeat(16)}`;
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('LocalFileStorage', () => {
  it('puts and gets a file with its type, and answers null for unknown or malformed keys', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yaocai-uploads-'));
    try {
      const storage = new LocalFileStorage(dir);
      await storage.put(KEY, BYTES, 'image/png');
      expect(await storage.get(KEY)).toEqual({ bytes: BYTES, contentType: 'image/png' });
      expect(await storage.get(`qualification/${'cd'.repeat(16)}`)).toBeNull();
      expect(await storage.get('../../etc/passwd')).toBeNull();
      await expect(storage.put('../x', BYTES, 'image/png')).rejects.toThrow(/bad storage key/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('S3FileStorage', () => {
  const options = {
    endpoint: 'https://oss.example.com/',
    bucket: 'yaocai-docs',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    region: 'cn-hangzhou',
  };

  it('sends SigV4-signed path-style PUT and GET requests', async () => {
    const seen: Request[] = [];
    const stored = new Map<string, { body: Buffer; type: string }>();
    const fakeFetch = (async (input: Request) => {
      seen.push(input);
      const url = new URL(input.url);
      if (input.method === 'PUT') {
        stored.set(url.pathname, {
          body: Buffer.from(await input.arrayBuffer()),
          type: input.headers.get('content-type') ?? '',
        });
        return new Response('', { status: 200 });
      }
      const file = stored.get(url.pathname);
      return file
        ? new Response(new Uint8Array(file.body), { status: 200, headers: { 'content-type': file.type } })
        : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
    }) as unknown as typeof fetch;
    const storage = new S3FileStorage(options, fakeFetch);

    await storage.put(KEY, BYTES, 'image/png');
    expect(seen[0]!.url).toBe(`https://oss.example.com/yaocai-docs/${KEY}`);
    expect(seen[0]!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-hangzhou\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]!.headers.get('x-amz-content-sha256')).toBe(
      createHash('sha256').update(BYTES).digest('hex'),
    );
    expect(await storage.get(KEY)).toEqual({ bytes: BYTES, contentType: 'image/png' });
    expect(await storage.get(`image/${'00'.repeat(16)}`)).toBeNull();
  });

  it('fails loudly when the store refuses', async () => {
    const refusing = (async () => new Response('AccessDenied', { status: 403 })) as unknown as typeof fetch;
    await expect(new S3FileStorage(options, refusing).put(KEY, BYTES, 'image/png')).rejects.toThrow(
      /HTTP 403/,
    );
  });
});

describe('configuration', () => {
  it.each([
    [{}, 'local'],
    [
      {
        S3_ENDPOINT: 'https://s3.example.com',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      's3',
    ],
  ] as const)('%o chooses %s', (env, name) => {
    const config = storageConfigFrom(env, './data');
    expect(storageRefusal(config)).toBeNull();
    expect(createStorage(config).name).toBe(name);
  });

  it('keeps files in memory without a data folder, and refuses S3 without its keys', () => {
    expect(createStorage({ localDir: undefined })).toBeInstanceOf(MemoryFileStorage);
    expect(storageRefusal(storageConfigFrom({ S3_ENDPOINT: 'https://s3.example.com' }, './data'))).toMatch(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
