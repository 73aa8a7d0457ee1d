import { describe, expect, it } from 'vitest';
import { articleExcerpt } from './article-excerpt';

describe('articleExcerpt', () => {
  it('reads the body without its tags', () => {
    expect(articleExcerpt('<p>华北仓启用</p><p>次日达 &amp; 包邮</p>')).toBe('华北仓启用 次日达 & 包邮');
  });

  it('cuts a long body', () => {
    expect(articleExcerpt(`<p>${'药'.repeat(80)}</p>`, 10)).toBe(`${'药'.repeat(10)}…`);
    expect(articleExcerpt('')).toBe('');
  });
});
