/** Field rules of spec §5. Values are checked as given: callers trim user input first. */

const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-\d{7,8}$/;
const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function isMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}

export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && LANDLINE.test(value);
}

export interface PhoneOptions {
  allowLandline?: boolean;
}

export function isPhone(value: unknown, { allowLandline = false }: PhoneOptions = {}): boolean {
  return isMobilePhone(value) || (allowLandline && isLandline(value));
}

export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label))
  );
}
