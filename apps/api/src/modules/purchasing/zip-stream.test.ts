import { setTimeout as sleep } from 'node:timers/promises';
import { buffer, text } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from './zip-stream';

const MTIME = new Date('2026-11-20T10:00:00Z');

function entries(sizes: number[], reads: string[]): ZipEntry[] {
  return sizes.map((size, i) => ({
    name: `药检报告/${i + 1}.bin`,
    deflate: i % 2 === 1,
    read: async () => {
      reads.push(`药检报告/${i + 1}.bin`);
      return new Uint8Array(size).fill(i + 1);
    },
  }));
}

describe('zipStream', () => {
  it('writes every entry, stored or deflated, under its UTF-8 name', async () => {
    const reads: string[] = [];
    const zip = new Uint8Array(await buffer(zipStream(entries([10, 2_000, 0], reads), MTIME)));
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['药检报告/1.bin', '药检报告/2.bin', '药检报告/3.bin']);
    expect(files['药检报告/2.bin']).toEqual(new Uint8Array(2_000).fill(2));
    expect(reads).toHaveLength(3);
  });

  it('reads the next file only when the client keeps up, and nothing more once it has gone', async () => {
    const reads: string[] = [];
    // Each stored file is larger than the stream's buffer, so the writer has to wait for the reader.
    const stream = zipStream(entries([100_000, 100_000, 100_000, 100_000], reads), MTIME);
    await sleep(50);
    expect(reads).toEqual(['药检报告/1.bin']);
    stream.destroy();
    await sleep(50);
    expect(reads).toEqual(['药检报告/1.bin']);
  });

  it('ends the download with an error when a file cannot be read', async () => {
    const stream = zipStream([{ name: 'a.pdf', read: () => Promise.reject(new Error('missing')) }], MTIME);
    await expect(text(stream)).rejects.toThrow('missing');
  });
});
