import { BANNERS, BANNER_SIZES, BOTTOM_AD_BANNER } from '../data/content';
import { ACTIVITY_BANNERS } from '../data/activities';
import { bannerColoursFor, bannerSvg } from './banner';
import { fitFont, svgDoc, text } from './svg';

const BRAND_SUBTITLE = '正品保障 · 厂家直供 · 品牌专享价';

/** The picture of a stored banner: its position decides the size, its title the words. */
export function bannerPictureSvg(banner: { id: number; position: string; title: string }): string {
  const [width, height] = BANNER_SIZES[banner.position] ?? BANNER_SIZES.home;
  const known = [...BANNERS, ...ACTIVITY_BANNERS].find((b) => b.title === banner.title);
  const subtitle =
    known?.subtitle ??
    (banner.position === 'demo'
      ? BOTTOM_AD_BANNER.subtitle
      : banner.position === 'brand'
        ? BRAND_SUBTITLE
        : '药采网 · 正品低价');
  return bannerSvg({ title: banner.title, subtitle, colours: bannerColoursFor(banner.id), width, height });
}

/** Shown, uncached, for an image that does not exist. */
export function placeholderSvg(): string {
  const label = '暂无图片';
  return svgDoc(
    400,
    400,
    `<rect width="400" height="400" fill="#f5f5f5"/><rect x="150" y="130" width="100" height="80" rx="8" fill="none" stroke="#ccc" stroke-width="6"/>` +
      `<circle cx="178" cy="158" r="10" fill="#ccc"/><path d="M156,204 l30,-28 l18,16 l16,-12 l26,24 z" fill="#ccc"/>` +
      text(200, 260, label, { size: fitFont(label, 200, 24), fill: '#999', anchor: 'middle' }),
  );
}
