// Generated pictures of the demo site (no network here to fetch photos): pack shots, banners, brand
// logos, category icons, QR codes and quality reports, all as SVG.
export { packImageSvg, type PackImageInput, type PackKind } from './images/pack';
export {
  bannerColoursFor,
  bannerSvg,
  brandLogoSvg,
  categoryIconSvg,
  qrSvg,
  type BannerInput,
} from './images/banner';
export { reportSvg, type ReportInput } from './images/report';
export { bannerPictureSvg, placeholderSvg } from './images/art';
