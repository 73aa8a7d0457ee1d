/** The API's answer: `{code, msg, data}`, with `errors` per field on a 422. */
export interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

export function asEnvelope(body: unknown): Envelope | undefined {
  if (body === null || typeof body !== 'object' || !('code' in body)) return undefined;
  const code = Number((body as { code: unknown }).code);
  return Number.isFinite(code) ? { ...(body as Envelope), code } : undefined;
}

/** The body as JSON when it parses, else its text; undefined when empty. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
