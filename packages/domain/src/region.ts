/**
 * Administrative divisions as the buyer picks them (province → city → district, GB/T 2260) and as the
 * rules read them: companies.region holds the short province name ("北京", "广西"), which is what
 * controlled-sales rules list.
 */
const PROVINCE_SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '省', '市'];

/** "广西壮族自治区" → "广西", "北京市" → "北京", "河北省" → "河北"; a short name stays as it is. */
export function shortProvinceName(province: string): string {
  const name = province.trim();
  for (const suffix of PROVINCE_SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length) return name.slice(0, -suffix.length);
  }
  return name;
}

/** City names that stand for "the municipality itself" in the division data. */
const MUNICIPAL_CITY = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

export interface PickedRegion {
  /** Short province name (companies.region). */
  region: string;
  city: string;
  district: string;
  /** Code of the deepest division picked. */
  regionCode: string;
}

/**
 * The company's region fields from a picked path of {code, name}. For municipalities the data's city
 * level is "市辖区": the province's own name is the city ("北京市"), as addresses are written.
 */
export function pickedRegion(path: readonly { code: string; name: string }[]): PickedRegion | null {
  const [province, city, district] = path;
  if (!province || !city) return null;
  return {
    region: shortProvinceName(province.name),
    city: MUNICIPAL_CITY.has(city.name) ? province.name : city.name,
    district: district?.name ?? '',
    regionCode: (district ?? city).code,
  };
}
