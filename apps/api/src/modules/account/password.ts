import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** Format: scrypt$<salt hex>$<hash hex>. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(plain, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Key derivations run by verifyPassword; read by the tests that check logins do equal work. */
export const passwordWork = { derivations: 0 };

// The hash of a random password nobody knows, made with hashPassword's parameters: checking against it
// costs what checking a real account costs, so the answer time does not tell whether an account exists.
const DUMMY_HASH =
  'scrypt$3b09ad97bd82dd2c98d7ec96c97b9f8e$b9dd19f02504ce827ed093a9c8e1a73f5a48b8f57793ae01641a9fcfc09815386c43f20690c07ef055120f945f325b172e555f1b06a4afb6aba3683d35bc2bf4';

function parseHash(stored: string | null): { salt: Buffer; expected: Buffer } | null {
  const [scheme, saltHex, hashHex] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return null;
  const expected = Buffer.from(hashHex, 'hex');
  return expected.length > 0 ? { salt: Buffer.from(saltHex, 'hex'), expected } : null;
}

const dummy = parseHash(DUMMY_HASH)!;

/** False for a missing or unreadable stored hash too, after the same work as a real check. */
export async function verifyPassword(plain: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored);
  const { salt, expected } = parsed ?? dummy;
  passwordWork.derivations++;
  const actual = await scryptAsync(plain, salt, expected.length);
  return timingSafeEqual(expected, actual) && parsed !== null;
}
