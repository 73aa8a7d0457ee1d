/** What an uploaded file really is, judged by its first bytes (never by its name or declared type). */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: { type: SniffedType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** JPEG, PNG or PDF by magic bytes; null for anything else (GIF, HTML, SVG, executables, empty files). */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}
