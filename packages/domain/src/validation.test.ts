import { describe, expect, it } from 'vitest';
import { isEmail, isLandline, isMobilePhone, isPhone } from './validation';

const goodMobiles = [
  '13800138000',
  '13912345678',
  '14512345678',
  '15012345678',
  '16612345678',
  '17712345678',
  '18612345678',
  '19912345678',
];
const badMobiles = [
  '',
  '1380013800',
  '138001380001',
  '12800138000',
  '11800138000',
  '10800138000',
  '23800138000',
  '03800138000',
  '138-0013-8000',
  '138 0013 8000',
  ' 13800138000',
  '13800138000 ',
  '+8613800138000',
  '8613800138000',
  '1380013800a',
  '１３８００１３８０００',
];
const goodLandlines = ['010-12345678', '021-6543210', '0755-86013388', '0571-1234567', '020-88888888'];
const badLandlines = [
  '10-12345678',
  '110-12345678',
  '01-12345678',
  '01234-1234567',
  '010-123456',
  '010-123456789',
  '01012345678',
  '010 12345678',
  '(010)12345678',
  '010-1234567a',
  '0755-',
  '-12345678',
  '',
];

describe('isMobilePhone', () => {
  it.each(goodMobiles)('%s is a mobile number', (value) => {
    expect(isMobilePhone(value)).toBe(true);
  });
  it.each([...badMobiles, ...goodLandlines])('%j is not a mobile number', (value) => {
    expect(isMobilePhone(value)).toBe(false);
  });
  it.each([[13800138000], [null], [undefined], [{}]])('non-string %j is refused', (value) => {
    expect(isMobilePhone(value)).toBe(false);
  });
});

describe('isLandline', () => {
  it.each(goodLandlines)('%s is a landline', (value) => {
    expect(isLandline(value)).toBe(true);
  });
  it.each([...badLandlines, ...goodMobiles])('%j is not a landline', (value) => {
    expect(isLandline(value)).toBe(false);
  });
});

describe('isPhone', () => {
  describe.each([
    [{}, false],
    [{ allowLandline: false }, false],
    [{ allowLandline: true }, true],
  ])('options %j', (options, landlineOk) => {
    it.each(goodMobiles)('mobile %s is accepted', (value) => {
      expect(isPhone(value, options)).toBe(true);
    });
    it.each(goodLandlines)(`landline %s → ${landlineOk}`, (value) => {
      expect(isPhone(value, options)).toBe(landlineOk);
    });
    it.each([...badMobiles, ...badLandlines])('%j is refused', (value) => {
      expect(isPhone(value, options)).toBe(false);
    });
  });

  it('defaults to mobile only', () => {
    expect(isPhone('010-12345678')).toBe(false);
  });
});

describe('isEmail', () => {
  it.each([
    'a@b.cn',
    'zhang.san@example.com',
    'li_si+yaocai@mail.example.com.cn',
    '12345678@qq.com',
    'purchase-01@yaocai-net.com',
    'A.B@SUB.DOMAIN.ORG',
    'x%y@163.com',
  ])('%s is an e-mail address', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'name@',
    'name@localhost',
    'name@@example.com',
    'na@me@example.com',
    'name@example.',
    'name@.example.com',
    'name@example..com',
    'name@-example.com',
    'name@example-.com',
    '.name@example.com',
    'name.@example.com',
    'na..me@example.com',
    'na me@example.com',
    'name@exa mple.com',
    ' name@example.com',
    'name@example.com ',
    '张三@example.com',
    'name@例子.com',
    'name@example_x.com',
    `${'a'.repeat(65)}@example.com`,
    `name@${'a'.repeat(64)}.com`,
    `name@${'abcdefghi.'.repeat(25)}com`,
  ])('%j is not an e-mail address', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it.each([[null], [undefined], [42]])('non-string %j is refused', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});
