import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';
import { normaliseKeyword, planKeyword } from './keyword';

const marked = (name: string, keyword: string) =>
  highlight(name, planKeyword(keyword)!)
    .filter((s) => s.hit)
    .map((s) => s.text)
    .join('|');

describe('keyword plans', () => {
  it('normalises case, full-width letters and spaces', () => {
    expect(normaliseKeyword(' Gan Mao\t')).toBe('ganmao');
    expect(normaliseKeyword('ＧＭＬ１')).toBe('gml1');
    expect(planKeyword('   ')).toBeNull();
    expect(planKeyword(undefined)).toBeNull();
  });

  it('tells Latin, Chinese and mixed keywords apart, with their pinyin forms', () => {
    expect(planKeyword('GMLKL')).toMatchObject({ kind: 'latin', text: 'gmlkl', pinyin: 'gmlkl' });
    expect(planKeyword('感冒灵')).toMatchObject({
      kind: 'han',
      pinyin: 'ganmaoling',
      initials: 'gml',
      hanRuns: ['感冒灵'],
    });
    expect(planKeyword('感冒l')).toMatchObject({
      kind: 'mixed',
      pinyin: 'ganmaol',
      initials: 'gml',
      hanRuns: ['感冒'],
    });
    expect(planKeyword('绿')).toMatchObject({ pinyin: 'lv' });
  });

  it('keeps SQL and HTML as plain text to match', () => {
    expect(planKeyword("'; drop table goods;--")).toMatchObject({
      kind: 'latin',
      text: "';droptablegoods;--",
      pinyin: 'droptablegoods',
    });
    expect(planKeyword('<script>alert(1)</script>')?.text).toBe('<script>alert(1)</script>');
  });
});

describe('highlight', () => {
  it('marks the part typed in Chinese', () => {
    expect(highlight('复方感冒灵颗粒', planKeyword('感冒灵')!)).toEqual([
      { text: '复方', hit: false },
      { text: '感冒灵', hit: true },
      { text: '颗粒', hit: false },
    ]);
  });

  it('marks the characters behind initials, full pinyin and mixtures', () => {
    expect(marked('感冒灵颗粒', 'gmlkl')).toBe('感冒灵颗粒');
    expect(marked('感冒灵颗粒', 'ganmao')).toBe('感冒灵'.slice(0, 2));
    expect(marked('感冒灵颗粒', 'lingke')).toBe('灵颗');
    expect(marked('感冒灵颗粒', '感冒l')).toBe('感冒灵');
    expect(marked('999感冒灵颗粒', 'ganmaol')).toBe('感冒灵');
    expect(marked('维生素C片', 'vc')).toBe('');
    expect(marked('维生素C片', 'wssc')).toBe('维生素C');
    expect(marked('北京同仁堂科技发展股份有限公司', 'trt')).toBe('同仁堂');
  });

  it('answers the whole name unmarked when nothing lines up', () => {
    expect(highlight('阿莫西林胶囊', planKeyword('xyz')!)).toEqual([{ text: '阿莫西林胶囊', hit: false }]);
  });
});
