import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

/** A stored file as it comes back. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Where uploaded documents and images live: a local folder, memory (tests) or an S3-compatible store. */
export interface FileStorage {
  readonly name: 'local' | 'memory' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
}

export interface StorageConfig {
  /** Folder of the local store (DATA_DIR/uploads); undefined keeps files in memory (tests). */
  localDir: string | undefined;
  s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
}

/** Keys are ours (random hex with a purpose prefix); anything else never reaches a path or URL. */
const KEY = /^[a-z]{1,16}\/[a-f0-9]{32}$/;
function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`bad storage key ${JSON.stringify(key)}`);
}

/** Files in a folder on this machine: `<dir>/<key>` with the content type beside it. */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local' as const;
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer, contentType: string) {
    checkKey(key);
    const file = path.join(this.dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    await writeFile(`${file}.type`, contentType);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!KEY.test(key)) return null;
    const file = path.join(this.dir, key);
    try {
      const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** Tests and in-memory databases: gone when the process ends. */
export class MemoryFileStorage implements FileStorage {
  readonly name = 'memory' as const;
  private readonly files = new Map<string, StoredFile>();

  async put(key: string, bytes: Buffer, contentType: string) {
    checkKey(key);
    this.files.set(key, { bytes: Buffer.from(bytes), contentType });
  }

  async get(key: string) {
    return this.files.get(key) ?? null;
  }
}

/**
 * Any S3-compatible object store (AWS S3, Aliyun OSS, Tencent COS, MinIO…), path-style URLs signed with
 * SigV4, so several API instances share the same files.
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(options: NonNullable<StorageConfig['s3']>, fetchImpl: typeof fetch = fetch) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
    this.fetchImpl = fetchImpl;
  }
  private readonly fetchImpl: typeof fetch;

  private async send(key: string, init: RequestInit) {
    const signed = await this.client.sign(`${this.base}/${key}`, init);
    return this.fetchImpl(signed);
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    checkKey(key);
    const res = await this.send(key, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      // The body's hash is signed too, so the store rejects a file altered on the way.
      headers: {
        'content-type': contentType,
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
    });
    if (!res.ok) throw new Error(`S3 put ${key}: HTTP ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!KEY.test(key)) return null;
    const res = await this.send(key, { method: 'GET' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 get ${key}: HTTP ${res.status}`);
    return {
      bytes: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
}

/** S3_ENDPOINT with its bucket and keys chooses the object store; else DATA_DIR/uploads (memory without DATA_DIR). */
export function storageConfigFrom(env: NodeJS.ProcessEnv, dataDir: string | undefined): StorageConfig {
  const s3 = env.S3_ENDPOINT
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET ?? '',
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        region: env.S3_REGION || 'us-east-1',
      }
    : undefined;
  return { localDir: dataDir ? path.join(dataDir, 'uploads') : undefined, s3 };
}

/** Refusal to start when S3_ENDPOINT is set without what signing needs. */
export function storageRefusal(config: StorageConfig): string | null {
  if (!config.s3) return null;
  const missing = (['bucket', 'accessKeyId', 'secretAccessKey'] as const).filter((k) => !config.s3?.[k]);
  return missing.length
    ? `S3_ENDPOINT is set but ${missing.map((k) => ({ bucket: 'S3_BUCKET', accessKeyId: 'S3_ACCESS_KEY_ID', secretAccessKey: 'S3_SECRET_ACCESS_KEY' })[k]).join(', ')} is missing`
    : null;
}

export function createStorage(config: StorageConfig): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  if (config.localDir) return new LocalFileStorage(config.localDir);
  return new MemoryFileStorage();
}
