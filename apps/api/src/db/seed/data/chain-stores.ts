import { DRUG_SCOPES, licence, type DemoAccount } from './account-kinds';

/** A store of the 益康 chain (liansuo01's), under its headquarters. */
export function store(
  n: number,
  branch: string,
  street: string,
  tax: string,
  special: 0 | 1,
  scopes: string[],
): DemoAccount {
  return {
    username: `liansuo01-${n}`,
    name: `${branch}店长`,
    phone: `1352201${String(4400 + n * 7)}`,
    role: 'buyer',
    company: {
      name: `益康连锁药房${branch}店`,
      kind: 'store',
      region: '天津',
      city: '天津市',
      district: `${branch}区`,
      address: street,
      scopes,
      customerGroup: 'default',
      taxNumber: tax,
    },
    parent: 'liansuo01',
    manager: 'lina',
    isPassed: 1,
    isSpecial: special,
    isVip: 0,
    rank: 2,
    points: 200 * n,
    qualificationStatus: 'approved',
    qualifications: [
      licence('营业执照', tax, 3650),
      licence(
        '药品经营许可证',
        `津CB02201${30 + n}`,
        700 + n * 40,
        scopes.filter((s) => DRUG_SCOPES.includes(s)),
      ),
      licence(
        '第二类医疗器械经营备案凭证',
        `津${branch.slice(0, 1)}食药监械经营备2021${String(240 + n).padStart(4, '0')}号`,
        3650,
        ['第二类医疗器械'],
      ),
      licence('采购委托书', `WT2025${String(600 + n).padStart(4, '0')}`, 330, []),
    ],
  };
}

export const CHAIN_SCOPES = [
  '化学药制剂',
  '抗生素制剂',
  '中成药',
  '中药饮片',
  '生物制品',
  '第一类医疗器械',
  '第二类医疗器械',
];
