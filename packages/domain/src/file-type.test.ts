import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-type';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['PDF', text('%PDF-1.7\n'), 'application/pdf'],
    ['GIF', text('GIF89a'), null],
    ['HTML pretending to be a picture', text('<html><script>'), null],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['PNG cut short', bytes(0x89, 0x50, 0x4e), null],
    ['empty', bytes(), null],
    ['%PDF without the dash', text('%PDF'), null],
  ])('%s', (_name, head, expected) => {
    expect(sniffFileType(head)).toBe(expected);
  });
});
