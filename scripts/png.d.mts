/** Encodes 8-bit rows (each starting with its filter byte 0) as a PNG; see png.mjs. */
export function encodePng(width: number, height: number, colour: 'grey' | 'rgba', rows: Buffer): Buffer;
