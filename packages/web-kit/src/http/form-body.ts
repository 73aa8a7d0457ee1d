/**
 * Form-encodes data with bracket keys, as the API expects (architecture: API contract):
 *   { ids: [1, 2] }                        → ids[]=1&ids[]=2
 *   { params: [{ goods_id: 7 }] }          → params[0][goods_id]=7
 *   { params: { number: 3 } }              → params[number]=3
 * Brackets stay literal for readability; every other key and value character is percent-encoded.
 * undefined is skipped, null becomes an empty value, booleans become 1/0 (the API's flags are 0/1),
 * dates become ISO strings. Empty arrays and objects produce nothing.
 */
export function toFormBody(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (data instanceof URLSearchParams) return data.toString();
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new TypeError('toFormBody expects a plain object');
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(data)) appendPair(pairs, key, value);
  return pairs.join('&');
}

function appendPair(out: string[], key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    out.push(`${encodeKey(key)}=`);
    return;
  }
  if (value instanceof Date) {
    out.push(`${encodeKey(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    // Scalars use `key[]`; arrays holding objects or arrays need indices to keep items together.
    const indexed = value.some(isNested);
    value.forEach((item, i) => appendPair(out, indexed ? `${key}[${i}]` : `${key}[]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) appendPair(out, `${key}[${k}]`, v);
    return;
  }
  const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  out.push(`${encodeKey(key)}=${encodeURIComponent(text)}`);
}

function isNested(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !(v instanceof Date);
}

function encodeKey(key: string): string {
  return key.replace(/[^[\]]+/g, (part) => encodeURIComponent(part));
}
