/** `rows`: `height` rows of `width` pixels each (1 byte a pixel for grey, 4 for rgba), no filter byte. */
export function encodePng(width: number, height: number, mode: 'grey' | 'rgba', rows: Buffer[]): Buffer;
