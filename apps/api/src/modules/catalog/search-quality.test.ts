import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { data } from '../../test/catalog-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ goods: 400 });
});
afterAll(() => t?.close());

/**
 * What buyers type and the first suggestion they expect, on the seeded catalogue. A pattern stands
 * where several goods share a generic name and sales decide between them.
 */
const GOODS: [keyword: string, first: string | RegExp, how: string][] = [
  ['gmlkl', '感冒灵颗粒', 'initials'],
  ['gml', '感冒灵颗粒', 'initials, prefix, best seller'],
  ['ganmao', '感冒灵颗粒', 'full pinyin, prefix'],
  ['ganmaol', '感冒灵颗粒', 'full pinyin with a partial syllable'],
  ['感冒灵', '感冒灵颗粒', 'Chinese prefix'],
  ['感冒l', '感冒灵颗粒', 'Chinese and pinyin'],
  ['感冒灵颗粒', '感冒灵颗粒', 'exact'],
  ['冒灵', '感冒灵颗粒', 'Chinese inside the name'],
  ['GMLKL', '感冒灵颗粒', 'upper case'],
  ['gan mao', '感冒灵颗粒', 'pinyin with a space'],
  ['amxl', /^阿莫西林/, 'initials'],
  ['amoxilin', /^阿莫西林/, 'full pinyin'],
  ['阿莫', /^阿莫西林/, 'two Chinese characters'],
  ['blf', /^布洛芬/, 'initials'],
  ['布洛芬', /^布洛芬/, 'Chinese'],
  ['lhqw', /^连花清瘟/, 'initials'],
  ['lianhua', /^连花清瘟/, 'full pinyin, partial word'],
  ['blg', /^板蓝根/, 'initials'],
  ['banlangen', /^板蓝根/, 'full pinyin'],
  ['lwdhw', '六味地黄丸', 'initials'],
  ['liuwei', '六味地黄丸', 'full pinyin, partial word'],
  ['wssc', '维生素C片', 'initials with a Latin letter'],
  ['维生素c', '维生素C片', 'Chinese with a Latin letter'],
  ['lltd', '氯雷他定片', 'initials'],
  ['aspl', '阿司匹林肠溶片', 'initials'],
  ['阿司匹林', '阿司匹林肠溶片', 'Chinese'],
  ['ynby', /^云南白药/, 'initials'],
  ['hxzq', /^藿香正气/, 'initials'],
  ['huoxiang', /^藿香正气/, 'pinyin prefix before 广藿香'],
  ['dzxyj', /^电子血压计/, 'device initials'],
  ['kouzhao', /口罩$/, 'device, pinyin inside the name'],
  ['toubao', /^头孢/, 'full pinyin'],
  ['gouqi', '枸杞子', 'herbal pieces'],
  ['xiaoer', /^小儿/, 'full pinyin prefix'],
  ['fufang', /^复方/, 'full pinyin prefix'],
];

const MANUFACTURERS: [keyword: string, first: string | RegExp, how: string][] = [
  ['trt', /^北京同仁堂/, 'initials inside the name'],
  ['tongrentang', /^北京同仁堂/, 'full pinyin'],
  ['同仁堂', /^北京同仁堂/, 'Chinese'],
  ['bjtrt', /^北京同仁堂/, 'initials prefix'],
  ['hrsj', '华润三九医药股份有限公司', 'initials'],
  ['华润', '华润三九医药股份有限公司', 'more goods first'],
  ['ynby', '云南白药集团股份有限公司', 'initials'],
  ['yzj', '扬子江药业集团有限公司', 'initials'],
  ['以岭', '石家庄以岭药业股份有限公司', 'short name inside the name'],
  ['qilu', '齐鲁制药有限公司', 'full pinyin'],
  ['yuyue', '江苏鱼跃医疗设备股份有限公司', 'full pinyin'],
  ['拜耳', '拜耳医药保健有限公司', 'Chinese'],
  ['baiyunshan', /^广州白云山/, 'full pinyin'],
];

type Suggestion = { name: string; highlight: { text: string; hit: boolean }[] };

describe.each([
  ['goods (type 0)', 0, GOODS],
  ['manufacturers (type 1)', 1, MANUFACTURERS],
] as const)('search quality: %s', (_label, type, table) => {
  it.each(table)('%s → %s (%s)', async (keyword, first) => {
    const list: Suggestion[] = await data(
      t,
      `/api/goods/search?keywords=${encodeURIComponent(keyword)}&type=${type}`,
    );
    expect(list.length, keyword).toBeGreaterThan(0);
    if (typeof first === 'string') expect(list[0].name).toBe(first);
    else expect(list[0].name).toMatch(first);
    expect(
      list[0].highlight.some((h) => h.hit),
      `${keyword} marks the match`,
    ).toBe(true);
  });
});

it('has a table of at least 30 queries', () => {
  expect(GOODS.length + MANUFACTURERS.length).toBeGreaterThanOrEqual(30);
});
