/**
 * The cascader path of a GB/T 2260 division code: "110105" → ["11", "1101", "110105"]. Codes nest by
 * prefix in the division data, so the path needs no lookup. '' gives no path.
 */
export function regionPath(code: string): string[] {
  if (!/^\d{4}(\d{2})?$/.test(code)) return [];
  return code.length === 6 ? [code.slice(0, 2), code.slice(0, 4), code] : [code.slice(0, 2), code];
}
