/** 经营范围 a buyer may ask for at registration, as goods' scope classes name them. */
export const DRUG_SCOPES = ['化学药制剂', '抗生素制剂', '中成药', '中药饮片', '生物制品'] as const;
export const DEVICE_SCOPES = ['第一类医疗器械', '第二类医疗器械', '第三类医疗器械'] as const;
export const BUSINESS_SCOPES: readonly string[] = [...DRUG_SCOPES, ...DEVICE_SCOPES];

export type BuyerType = 'pharmacy' | 'chain' | 'clinic' | 'health_center';

export const DEVICE_LICENCE = '医疗器械经营许可证';
export const DEVICE_FILING = '第二类医疗器械经营备案凭证';
export const PROXY_LETTER = '采购委托书';

/** One document a registration must carry: `kinds` lists what is accepted for it (any one of them). */
export interface RequiredDocument {
  slot: 'licence' | 'permit' | 'device' | 'proxy';
  kinds: string[];
}

/**
 * The documents a buyer of that type asking for those scopes must show (DOMAIN.md "Buyers and
 * qualifications"): 营业执照; 药品经营许可证 for pharmacies and chains, 医疗机构执业许可证 for clinics and
 * 卫生院; for devices of class III a 医疗器械经营许可证, of class II that or the class II filing (class I
 * needs neither); and the purchasing agent's 采购委托书.
 */
export function requiredDocuments(type: BuyerType, scopes: readonly string[]): RequiredDocument[] {
  const permit = type === 'clinic' || type === 'health_center' ? '医疗机构执业许可证' : '药品经营许可证';
  const docs: RequiredDocument[] = [
    { slot: 'licence', kinds: ['营业执照'] },
    { slot: 'permit', kinds: [permit] },
  ];
  if (scopes.includes('第三类医疗器械')) docs.push({ slot: 'device', kinds: [DEVICE_LICENCE] });
  else if (scopes.includes('第二类医疗器械'))
    docs.push({ slot: 'device', kinds: [DEVICE_LICENCE, DEVICE_FILING] });
  docs.push({ slot: 'proxy', kinds: [PROXY_LETTER] });
  return docs;
}

/** 18-digit mainland ID number with its ISO 7064 check digit. */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17];
}

/** An ID number as answers show it: 4101**********1234. */
export function maskIdNumber(value: string): string {
  return value.length <= 8
    ? '*'.repeat(value.length)
    : `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
