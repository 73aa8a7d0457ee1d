import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * A key setting: the PEM text in NAME, or a file path in NAME_FILE. Undefined when neither is set.
 */
export function keySetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]?.trim();
  if (text) return text.replace(/\\n/g, '\n');
  const file = env[`${name}_FILE`]?.trim();
  if (file) return readFileSync(file, 'utf8').trim();
  return undefined;
}

/** The body of a key given without its BEGIN/END lines (as Alipay's key tool shows them). */
const bare = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64');

/** A private key in PEM (PKCS#1 or PKCS#8) or bare base64 (PKCS#8, else PKCS#1). */
export function privateKeyOf(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  try {
    return createPrivateKey({ key: bare(text), format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: bare(text), format: 'der', type: 'pkcs1' });
  }
}

/** A public key in PEM (SPKI or PKCS#1, or a certificate) or bare base64 SPKI. */
export function publicKeyOf(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: bare(text), format: 'der', type: 'spki' });
}

export const pkcs8Pem = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs8' }).toString();
export const spkiPem = (key: KeyObject) => key.export({ format: 'pem', type: 'spki' }).toString();
