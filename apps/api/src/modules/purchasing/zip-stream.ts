import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** Path inside the archive (UTF-8; fflate marks non-ASCII names as such). */
  name: string;
  /** Read when the entry's turn comes, so only one file is held at a time. */
  read: () => Promise<Uint8Array>;
  /** Text formats (SVG) are deflated; PDFs and pictures are compressed already and stored as they are. */
  deflate?: boolean;
}

/** Waits while the client is behind (or until it has gone), so a slow download never holds the whole pack. */
function drained(out: PassThrough) {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * A ZIP written while its entries are read, one after another. A failure after the first bytes
 * can only cut the download short: the caller reads anything that may refuse before starting.
 */
export function zipStream(entries: ZipEntry[], mtime: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    if (out.destroyed) return;
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const entry of entries) {
      await drained(out);
      // The client went away: read nothing more.
      if (out.destroyed) return zip.terminate();
      const bytes = await entry.read();
      const file = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      file.mtime = mtime;
      zip.add(file);
      file.push(bytes, true);
    }
    zip.end();
  })().catch((error: unknown) => {
    zip.terminate();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
