import { describe, expect, it } from 'vitest';
import { pickedRegion, shortProvinceName } from './region';

describe('shortProvinceName', () => {
  it.each([
    ['北京市', '北京'],
    ['天津市', '天津'],
    ['河北省', '河北'],
    ['广西壮族自治区', '广西'],
    ['宁夏回族自治区', '宁夏'],
    ['新疆维吾尔自治区', '新疆'],
    ['内蒙古自治区', '内蒙古'],
    ['西藏自治区', '西藏'],
    ['香港特别行政区', '香港'],
    ['黑龙江省', '黑龙江'],
    ['河北', '河北'],
    [' 上海市 ', '上海'],
    ['市', '市'],
  ])('%s → %s', (input, expected) => {
    expect(shortProvinceName(input)).toBe(expected);
  });
});

describe('pickedRegion', () => {
  it.each([
    [
      [
        { code: '12', name: '天津市' },
        { code: '1201', name: '市辖区' },
        { code: '120106', name: '红桥区' },
      ],
      { region: '天津', city: '天津市', district: '红桥区', regionCode: '120106' },
    ],
    [
      [
        { code: '13', name: '河北省' },
        { code: '1301', name: '石家庄市' },
        { code: '130102', name: '长安区' },
      ],
      { region: '河北', city: '石家庄市', district: '长安区', regionCode: '130102' },
    ],
    [
      [
        { code: '44', name: '广东省' },
        { code: '4419', name: '东莞市' },
      ],
      { region: '广东', city: '东莞市', district: '', regionCode: '4419' },
    ],
    [[{ code: '11', name: '北京市' }], null],
    [[], null],
  ])('%j', (path, expected) => {
    expect(pickedRegion(path)).toEqual(expected);
  });
});
