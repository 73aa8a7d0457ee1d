import { BANNER_POSITIONS, type BannerPosition } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import type { SectionTab } from '../../../components/section-header';

export const CONTENT_TABS: readonly SectionTab[] = [
  { path: paths.banners, label: '广告管理' },
  { path: paths.siteSettings, label: '站点设置' },
  { path: paths.articles, label: '文章管理' },
  { path: paths.navLinks, label: '导航与链接' },
  { path: paths.supplierDocuments, label: '首营资料' },
];

export function isBannerPosition(value: unknown): value is BannerPosition {
  return typeof value === 'string' && Object.hasOwn(BANNER_POSITIONS, value);
}

/** The picture size a position shows, width × height in pixels ("790×340"). */
export function positionSize(position: BannerPosition): string {
  const [width, height] = BANNER_POSITIONS[position].size;
  return `${width}×${height}`;
}

/** The position select's options: name and picture size, as the storefront lays them out. */
export const POSITION_OPTIONS = (Object.keys(BANNER_POSITIONS) as BannerPosition[]).map((position) => ({
  value: position,
  label: `${BANNER_POSITIONS[position].name}（${positionSize(position)}）`,
}));
