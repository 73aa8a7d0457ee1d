/** Demo buyers, their companies, qualifications and account managers. Password of all: Demo@1234. */
import { HOT_LINE } from './content';

export const DEMO_PASSWORD = 'Demo@1234';

export const ACCOUNT_MANAGERS = [
  { key: 'default', name: '客服小药', phone: HOT_LINE, isDefault: true },
  { key: 'wangli', name: '王莉', phone: '13811026478', isDefault: false },
  { key: 'zhangwei', name: '张伟', phone: '13911583206', isDefault: false },
  { key: 'lina', name: '李娜', phone: '13701239857', isDefault: false },
  { key: 'liuyang', name: '刘洋', phone: '15810462391', isDefault: false },
];

const DRUG_SCOPES = ['化学药制剂', '抗生素制剂', '中成药', '中药饮片', '生物制品'];
const DEVICE_SCOPES = ['第一类医疗器械', '第二类医疗器械', '第三类医疗器械'];

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

const licence = (kind: string, number: string, validDays: number, scopes: string[] = []) => ({
  kind,
  number,
  validDays,
  scopes,
});

function store(
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

const CHAIN_SCOPES = [
  '化学药制剂',
  '抗生素制剂',
  '中成药',
  '中药饮片',
  '生物制品',
  '第一类医疗器械',
  '第二类医疗器械',
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'operator01',
    name: '周运营',
    phone: '13601015566',
    role: 'operator',
    company: {
      name: '药采网（北京）医药科技有限公司',
      kind: 'platform',
      region: '北京',
      city: '北京市',
      district: '朝阳区',
      address: '阜通东大街6号院方恒国际中心A座1808室',
      scopes: [],
      customerGroup: 'default',
      taxNumber: '91110105MA01R8XK6C',
    },
    isPassed: 1,
    isSpecial: 0,
    isVip: 0,
    rank: 1,
    points: 0,
    qualificationStatus: 'approved',
    qualifications: [],
  },
  {
    username: 'yaodian01',
    name: '赵建国',
    phone: '13801012345',
    role: 'buyer',
    company: {
      name: '仁和大药房(演示)',
      kind: 'pharmacy',
      region: '北京',
      city: '北京市',
      district: '朝阳区',
      address: '朝阳北路101号朝阳大悦城东侧底商12号',
      scopes: [...DRUG_SCOPES, ...DEVICE_SCOPES],
      customerGroup: 'vip',
      taxNumber: '91110105MA04C7RX2K',
    },
    manager: 'wangli',
    isPassed: 1,
    isSpecial: 1,
    isVip: 1,
    rank: 3,
    points: 1280,
    qualificationStatus: 'approved',
    qualifications: [
      licence('营业执照', '91110105MA04C7RX2K', 7300),
      licence('药品经营许可证', '京AA1050826', 760, DRUG_SCOPES),
      licence('医疗器械经营许可证', '京朝食药监械经营许20230156号', 1150, ['第三类医疗器械']),
      licence('第二类医疗器械经营备案凭证', '京朝食药监械经营备20230412号', 3650, ['第二类医疗器械']),
      licence('采购委托书', 'WT20250301', 300),
    ],
  },
  {
    username: 'zhensuo01',
    name: '孙康宁',
    phone: '13930118862',
    role: 'buyer',
    company: {
      name: '康宁社区诊所(演示)',
      kind: 'clinic',
      region: '河北',
      city: '石家庄市',
      district: '长安区',
      address: '建设北大街176号康宁小区临街商铺',
      scopes: ['化学药制剂', '抗生素制剂', '中成药', '第二类医疗器械'],
      customerGroup: 'default',
      taxNumber: '92130102MA0F3K8L5Q',
    },
    manager: 'zhangwei',
    isPassed: 1,
    isSpecial: 0,
    isVip: 0,
    rank: 2,
    points: 460,
    qualificationStatus: 'approved',
    qualifications: [
      licence('营业执照', '92130102MA0F3K8L5Q', 5475),
      licence('医疗机构执业许可证', 'PDY30271X13010217D2192', 1400, ['化学药制剂', '抗生素制剂', '中成药']),
      licence('第二类医疗器械经营备案凭证', '冀石食药监械经营备20220087号', 3650, ['第二类医疗器械']),
      licence('采购委托书', 'WT20250418', 200),
    ],
  },
  {
    username: 'daishen01',
    name: '钱百草',
    phone: '15863107721',
    role: 'buyer',
    company: {
      name: '百草堂药店(待审)',
      kind: 'pharmacy',
      region: '山东',
      city: '济南市',
      district: '历下区',
      address: '泉城路268号百草堂药店',
      scopes: [],
      customerGroup: 'default',
      taxNumber: '91370102MA3R9T2W1X',
    },
    isPassed: 0,
    isSpecial: 0,
    isVip: 0,
    rank: 1,
    points: 0,
    qualificationStatus: 'pending',
    qualifications: [
      licence('营业执照', '91370102MA3R9T2W1X', 7300),
      licence('药品经营许可证', '鲁AA5310219', 1095, ['化学药制剂', '中成药']),
      licence('采购委托书', 'WT20250525', 365),
    ],
  },
  {
    username: 'liansuo01',
    name: '吴益康',
    phone: '13512068899',
    role: 'buyer',
    company: {
      name: '益康连锁药房总部(演示)',
      kind: 'chain',
      region: '天津',
      city: '天津市',
      district: '和平区',
      address: '南京路219号益康大厦3层',
      scopes: CHAIN_SCOPES,
      customerGroup: 'default',
      taxNumber: '91120101MA05K3QX9D',
    },
    manager: 'lina',
    isPassed: 1,
    isSpecial: 1,
    isVip: 1,
    rank: 4,
    points: 3560,
    qualificationStatus: 'approved',
    qualifications: [
      licence('营业执照', '91120101MA05K3QX9D', 7300),
      licence('药品经营许可证', '津AA0220128', 900, DRUG_SCOPES),
      licence('第二类医疗器械经营备案凭证', '津和食药监械经营备20210233号', 3650, ['第二类医疗器械']),
      licence('采购委托书', 'WT20250512', 280),
    ],
  },
  store(1, '和平', '滨江道166号', '91120101MA05K3QX1A', 1, CHAIN_SCOPES),
  store(2, '南开', '鞍山西道318号', '91120104MA05K3QX2B', 1, CHAIN_SCOPES),
  store(
    3,
    '河西',
    '友谊路58号',
    '91120103MA05K3QX3C',
    0,
    CHAIN_SCOPES.filter((s) => s !== '中药饮片'),
  ),
  {
    // An approved pharmacy that has not signed the purchase agreement: buying sends it to /dzht.
    username: 'hetong01',
    name: '何永安',
    phone: '13761524480',
    role: 'buyer',
    company: {
      name: '永安堂大药房(演示)',
      kind: 'pharmacy',
      region: '上海',
      city: '上海市',
      district: '静安区',
      address: '西康路585号永安堂大药房',
      scopes: DRUG_SCOPES,
      customerGroup: 'default',
      taxNumber: '91310106MA1FY4K73P',
    },
    manager: 'liuyang',
    isPassed: 1,
    isSpecial: 0,
    isVip: 0,
    rank: 2,
    points: 120,
    qualificationStatus: 'approved',
    qualifications: [
      licence('营业执照', '91310106MA1FY4K73P', 7300),
      licence('药品经营许可证', '沪AA0210645', 820, DRUG_SCOPES),
      licence('采购委托书', 'WT20250611', 320),
    ],
    contractSigned: false,
  },
];
