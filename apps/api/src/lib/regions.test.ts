import { describe, expect, it } from 'vitest';
import { checkRegion, divisionPath } from './regions';

describe('divisionPath', () => {
  it.each<[string, string[] | null]>([
    ['41', ['河南省']],
    ['4101', ['河南省', '郑州市']],
    ['410105', ['河南省', '郑州市', '金水区']],
    ['110105', ['北京市', '市辖区', '朝阳区']],
    ['419999', null],
    ['99', null],
    ['4101051', null],
    ['abc', null],
    ['', null],
  ])('%s → %j', (code, names) => {
    expect(divisionPath(code)?.map((d) => d.name) ?? null).toEqual(names);
  });
});

describe('checkRegion', () => {
  const zhengzhou = { region: '河南', city: '郑州市', district: '金水区', region_code: '410105' };
  it.each<[string, Partial<typeof zhengzhou>, string | null]>([
    ['a district as picked', {}, null],
    ['the full province name', { region: '河南省' }, null],
    [
      'a municipality (city = the province)',
      { region: '北京', city: '北京市', district: '朝阳区', region_code: '110105' },
      null,
    ],
    ['no code', { region_code: '' }, 'region_code'],
    ['an unknown code', { region_code: '410199' }, 'region_code'],
    ['a province code alone', { region_code: '41' }, 'region_code'],
    ['a city that has districts, without one', { region_code: '4101', district: '' }, 'district'],
    ['another province', { region: '湖北' }, 'region'],
    ['another city', { city: '开封市' }, 'city'],
    ['another district', { district: '中原区' }, 'district'],
  ])('%s', (_, change, field) => {
    const result = checkRegion({ ...zhengzhou, ...change });
    if (field === null) expect(result).toMatchObject({ ok: true });
    else expect(result).toMatchObject({ ok: false, field });
  });

  it('stores the short province name and the deepest code', () => {
    expect(checkRegion({ ...zhengzhou, region: '河南省' })).toEqual({
      ok: true,
      region: { region: '河南', city: '郑州市', district: '金水区', regionCode: '410105' },
    });
  });
});
