import { describe, expect, it } from 'vitest';
import { parseGoodsIds, parseZoneKeys, templateLink, templateText } from './zone-keys';

describe('activity URLs', () => {
  it.each([
    ['spike,mj3,7', ['spike', 'mj3', 'mj7']],
    ['welfare, zh ,daily', ['welfare', 'zh', 'daily']],
    ['3,mj3,03', ['mj3']],
    ['', []],
    [null, []],
    ['drop table,<script>,mj,x1', []],
  ])('zone keys of %j → %j', (value, keys) => {
    expect(parseZoneKeys(value)).toEqual(keys);
  });

  it('keeps 20 zone keys at most', () => {
    expect(parseZoneKeys(Array.from({ length: 30 }, (_, i) => i + 1).join(','))).toHaveLength(20);
  });

  it.each([
    ['12,15,x,12', [12, 15]],
    ['0,-1,1.5,7', [7]],
    [undefined, []],
  ])('goods ids of %j → %j', (value, ids) => {
    expect(parseGoodsIds(value)).toEqual(ids);
  });

  it.each([
    ['  感冒  专场 ', '精选专区', '感冒 专场'],
    ['', '精选专区', '精选专区'],
    [null, '精选活动', '精选活动'],
    ['很'.repeat(40), 'x', '很'.repeat(30)],
  ])('template text %j', (value, fallback, text) => {
    expect(templateText(value, fallback)).toBe(text);
  });

  it.each([
    ['/welfare', '/welfare'],
    ['*/yjh/3', '*/yjh/3'],
    ['https://evil.example', ''],
    ['//evil.example', ''],
    ['/\\evil.example', ''],
    ['javascript:alert(1)', ''],
    [null, ''],
  ])('template link %j → %j', (value, link) => {
    expect(templateLink(value)).toBe(link);
  });
});
