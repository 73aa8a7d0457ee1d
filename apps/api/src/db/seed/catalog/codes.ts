import { PROVINCES } from '../data/manufacturers';
import { ean13CheckDigit } from '@yaocai/domain';
import { hashString } from '../random';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * 国药准字 + letter + 8 digits: the older numbers carry the province code (Z44021940), the newer
 * ones a year (H20063873). Stable for one product of one manufacturer.
 */
export function drugApprovalNumber(letter: 'H' | 'Z' | 'S', province: string, key: string): string {
  const h = hashString(key);
  if (letter !== 'S' && h % 100 < 60)
    return `国药准字${letter}${PROVINCES[province].code}${pad((h >>> 7) % 1_000_000, 6)}`;
  return `国药准字${letter}${1999 + ((h >>> 3) % 25)}${pad((h >>> 11) % 10_000, 4)}`;
}

// 医疗器械分类目录 sub-categories used for the registration numbers.
const DEVICE_CATALOGUE_CODES: Record<string, string> = {
  口罩: '14',
  手套防护服: '14',
  消毒用品: '14',
  注射输液: '14',
  敷料纱布: '14',
  棉签棉球: '14',
  创可贴绷带: '14',
  血压计: '07',
  体温计: '07',
  血氧仪: '07',
  血糖仪试纸: '22',
  检测试纸: '40',
  雾化器: '08',
  制氧机: '08',
  轮椅助行: '19',
  理疗用品: '09',
  避孕套: '18',
};

/** 第三类 国械注准, 第二类 省械注准, 第一类 省械备 … 号. */
export function deviceRegistrationNumber(
  deviceClass: 1 | 2 | 3,
  province: string,
  category: string,
  key: string,
) {
  const h = hashString(key);
  const year = 2016 + (h % 9);
  const serial = pad((h >>> 5) % 10_000, 4);
  const code = DEVICE_CATALOGUE_CODES[category] ?? '14';
  const abbr = PROVINCES[province].abbr;
  if (deviceClass === 3) return `国械注准${year}3${code}${serial}`;
  if (deviceClass === 2) return `${abbr}械注准${year}2${code}${serial}`;
  return `${abbr}械备${year}${serial}号`;
}

/** Food production licence of 药食同源 pieces: SC + 14 digits. */
export function foodLicenceNumber(province: string, key: string): string {
  const h = hashString(key);
  return `SC117${PROVINCES[province].code}${pad((h >>> 4) % 100_000, 5)}${pad((h >>> 9) % 1000, 3)}${h % 10}`;
}

/** Each manufacturer numbers its batches its own way: 240815, 24081502, C2405012 or 20240815. */
export function batchNumber(makerId: number, producedOn: string, sequence: number): string {
  const [y, m, d] = producedOn.split('-');
  const yy = y.slice(2);
  switch (makerId % 4) {
    case 0:
      return `${yy}${m}${d}`;
    case 1:
      return `${yy}${m}${d}${pad(sequence, 2)}`;
    case 2:
      return `${'ABCDEFGHJK'[Number(d) % 10]}${yy}${m}${pad((Number(d) * 7 + sequence) % 1000, 3)}`;
    default:
      return `${y}${m}${d}`;
  }
}

/**
 * 69 码 (EAN-13) of a boxed goods: 69x + the maker's 5-digit company code + a 4-digit item code + the
 * check digit, as GS1 China hands them out. `taken` keeps the codes of one catalogue unique.
 */
export function goodsBarcode(makerKey: string, itemKey: string, taken: Set<string>): string {
  const maker = hashString(makerKey);
  const company = `69${2 + (maker % 5)}${pad((maker >>> 5) % 100_000, 5)}`;
  let item = hashString(itemKey) % 10_000;
  for (;;) {
    const first12 = `${company}${pad(item, 4)}`;
    const code = `${first12}${ean13CheckDigit(first12)}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
    item = (item + 1) % 10_000;
  }
}
