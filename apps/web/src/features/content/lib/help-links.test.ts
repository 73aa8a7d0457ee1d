import { describe, expect, it } from 'vitest';
import { helpArticlePath, helpSlugsOf, newsTypeOf } from './help-links';

describe('help links', () => {
  it('uses the page of spec §2 when there is one, else the article page by id', () => {
    expect(helpArticlePath('xrzn', { id: 9, slug: 'hyzc' })).toBe('/help/xrzn/hyzc');
    expect(helpArticlePath('us', { id: 9, slug: 'link' })).toBe('/help/us/link');
    expect(helpArticlePath('us', { id: 12, slug: 'gywm' })).toBe('/news/info/12/help');
    expect(helpArticlePath('xrzn', { id: 13, slug: '' })).toBe('/news/info/13/help');
  });

  it('reads the slugs of a help path', () => {
    expect(helpSlugsOf('/help/fwbz/wzzz')).toEqual({ category: 'fwbz', article: 'wzzz' });
    expect(helpSlugsOf('/HELP/Us/Link/')).toEqual({ category: 'us', article: 'link' });
    expect(helpSlugsOf('/help')).toBeNull();
    expect(helpSlugsOf('/help/pay')).toBeNull();
  });

  it('knows the two news lists', () => {
    expect(newsTypeOf('hy')).toBe('hy');
    expect(newsTypeOf('company')).toBe('company');
    expect(newsTypeOf('help')).toBeNull();
    expect(newsTypeOf(undefined)).toBeNull();
  });
});
