import { describe, expect, it } from 'vitest';
import { articleParagraphs, articleSummary } from './article-text';

describe('articleParagraphs', () => {
  it.each([
    ['<p>一</p><p>二</p>', ['一', '二']],
    ['plain line\nsecond line', ['plain line', 'second line']],
    ['<p>a<br>b<br/>c</p>', ['a', 'b', 'c']],
    ['<p>  </p><p>&nbsp;</p><p>x</p>', ['x']],
    ['<p>A &amp; B &lt;i&gt; &#20013;&#x6587;</p>', ['A & B <i> 中文']],
    ['<p>&amp;lt;</p>', ['&lt;']],
    ['<p>剂量<5ml，儿童>3岁</p>', ['剂量<5ml，儿童>3岁']],
    ['<script>alert(1)</script><style>p{}</style><p onclick="x()">ok</p>', ['ok']],
    ['<ul><li>甲</li><li>乙</li></ul>', ['甲', '乙']],
    ['&#0;&#xD800;&unknown;', ['&unknown;']],
    ['', []],
  ])('%j', (html, expected) => {
    expect(articleParagraphs(html)).toEqual(expected);
  });
});

describe('articleSummary', () => {
  it('joins the paragraphs and cuts at the limit with an ellipsis', () => {
    expect(articleSummary('<p>华北仓启用</p><p>次日达</p>', 80)).toBe('华北仓启用 次日达');
    expect(articleSummary('<p>仓库启用。</p><p>次日达！</p><p>x</p>', 80)).toBe('仓库启用。次日达！x');
    expect(articleSummary(`<p>${'药'.repeat(100)}</p>`, 80)).toBe(`${'药'.repeat(80)}…`);
  });
});
