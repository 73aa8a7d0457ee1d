import { describe, expect, it } from 'vitest';
import { regionCodeOf } from './regions';

describe('regionCodeOf', () => {
  it.each([
    [['北京市', '北京市', '朝阳区'], '110105'],
    [['天津市', '天津市', '南开区'], '120104'],
    [['上海市', '上海市', '静安区'], '310106'],
    [['河北省', '石家庄市', '长安区'], '130102'],
    [['山东省', '济南市', '历下区'], '370102'],
    [['河北省', '石家庄市', ''], ''],
    [['河北省', '石家庄市', '朝阳区'], ''],
    [['火星省', '石家庄市', '长安区'], ''],
  ] as const)('%j → %s', ([province, city, district], code) => {
    expect(regionCodeOf(province, city, district)).toBe(code);
  });
});
