/** The shape of a demo account and the licences it holds (data/accounts.ts, data/chain-stores.ts). */

export const DRUG_SCOPES = ['化学药制剂', '抗生素制剂', '中成药', '中药饮片', '生物制品'];
export const DEVICE_SCOPES = ['第一类医疗器械', '第二类医疗器械', '第三类医疗器械'];

export interface QualificationData {
  kind: string;
  number: string;
  /** Days from the seed's `now` to the expiry date. */
  validDays: number;
  scopes: string[];
}

export interface DemoAccount {
  username: string;
  name: string;
  phone: string;
  role: 'buyer' | 'operator';
  company: {
    name: string;
    kind: 'pharmacy' | 'chain' | 'store' | 'clinic' | 'platform';
    region: string;
    city: string;
    district: string;
    address: string;
    scopes: string[];
    customerGroup: string;
    taxNumber: string;
  };
  /** Username of the chain headquarters, for a store. */
  parent?: string;
  manager?: string;
  isPassed: 0 | 1;
  isSpecial: 0 | 1;
  isVip: 0 | 1;
  rank: number;
  points: number;
  qualificationStatus: 'approved' | 'pending';
  qualifications: QualificationData[];
  /** False for a buyer who has not signed the purchase agreement yet (buying answers 459). */
  contractSigned?: boolean;
}

export const licence = (kind: string, number: string, validDays: number, scopes: string[] = []) => ({
  kind,
  number,
  validDays,
  scopes,
});
