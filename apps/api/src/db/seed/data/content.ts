/** Storefront content of the demo site: category trees, brands, navigation, banners, site config. */
import { BANNER_POSITIONS } from '@yaocai/contract';

export type GoodsKind = 'drug' | 'herbal' | 'device';

export interface CategoryTree {
  kind: GoodsKind;
  name: string;
  /** Second level → its third-level leaves, which goods belong to. */
  children: Record<string, string[]>;
}

export const CATEGORY_TREES: CategoryTree[] = [
  {
    kind: 'drug',
    name: '中西成药',
    children: {
      感冒发热: ['感冒用药', '解热镇痛', '清热解毒'],
      呼吸系统: ['止咳化痰', '平喘抗过敏', '咽喉用药'],
      消化系统: ['胃肠用药', '止泻通便', '消食健胃', '肝胆用药'],
      心脑血管: ['降压药', '调血脂', '冠心病用药', '抗血栓'],
      抗感染: ['青霉素及头孢类', '大环内酯类', '喹诺酮及其他', '抗病毒类'],
      内分泌: ['降糖药', '甲状腺用药'],
      神经系统: ['安神助眠', '头痛眩晕', '神经营养'],
      皮肤外用: ['皮炎湿疹', '抗真菌', '烧烫伤', '肛肠用药'],
      五官科: ['眼科用药', '鼻科用药', '口腔用药'],
      妇科: ['月经不调', '妇科炎症', '计划生育'],
      儿科: ['儿童感冒', '儿童消化', '儿童营养'],
      维生素矿物质: ['维生素', '矿物质'],
      滋补调理: ['滋阴补肾', '补气养血'],
      风湿骨伤: ['风湿关节', '跌打损伤'],
    },
  },
  {
    kind: 'herbal',
    name: '中药饮片',
    children: {
      补虚药: ['补气药', '补血药', '补阴药', '补阳药'],
      清热药: ['清热解毒药', '清热泻火药', '清热燥湿药', '清热凉血药'],
      解表药: ['发散风寒药', '发散风热药'],
      活血化瘀药: ['活血止痛药', '活血调经药', '化瘀止血药'],
      化痰止咳平喘药: ['化痰药', '止咳平喘药'],
      理气消食药: ['理气药', '消食药'],
      利水渗湿药: ['利水消肿药', '利湿退黄药'],
      安神收涩药: ['安神药', '收涩药'],
      祛风湿药: ['祛风寒湿药', '祛风湿强筋骨药'],
      温里化湿药: ['温里药', '芳香化湿药'],
    },
  },
  {
    kind: 'device',
    name: '医疗器械',
    children: {
      防护用品: ['口罩', '手套防护服', '消毒用品'],
      检测设备: ['血压计', '血糖仪试纸', '体温计', '血氧仪'],
      护理耗材: ['注射输液', '敷料纱布', '棉签棉球', '创可贴绷带'],
      康复理疗: ['雾化器', '制氧机', '轮椅助行', '理疗用品'],
      计生用品: ['避孕套', '检测试纸'],
    },
  },
];

export interface BrandData {
  name: string;
  description: string;
}

/** Brands of the brand zone; a manufacturer names its brand in data/manufacturers.ts. */
export const BRANDS: BrandData[] = [
  { name: '999', description: '华润三九旗下品牌，感冒灵、皮炎平、胃泰等家喻户晓的OTC产品。' },
  { name: '同仁堂', description: '始创于1669年的中华老字号，六味地黄丸、乌鸡白凤丸等经典名方。' },
  { name: '白云山', description: '广药集团白云山系列，板蓝根、小柴胡、王老吉等岭南名药。' },
  { name: '修正', description: '修正药业，斯达舒、健胃消食等产品覆盖全国终端。' },
  { name: '以岭', description: '以岭药业，络病理论创新中药，连花清瘟、通心络。' },
  { name: '云南白药', description: '百年云南白药，止血化瘀、跌打损伤专家。' },
  { name: '鱼跃', description: '鱼跃医疗，家用血压计、制氧机、雾化器等家用医疗器械。' },
  { name: '江中', description: '江中药业，健胃消食片等消化类经典产品。' },
  { name: '仁和', description: '仁和药业，妇炎洁、优卡丹等大众药品。' },
  { name: '葵花', description: '葵花药业，小葵花儿童药专业品牌。' },
  { name: '太极', description: '太极集团，藿香正气口服液、急支糖浆。' },
  { name: '哈药', description: '哈药集团，三精葡萄糖酸钙、双黄连口服液。' },
  { name: '九芝堂', description: '始于1650年的老字号，浓缩丸系列。' },
  { name: '东阿阿胶', description: '东阿阿胶，滋补国宝，复方阿胶浆。' },
  { name: '马应龙', description: '马应龙药业，肛肠及皮肤外用药专家。' },
  { name: '振德', description: '振德医疗，医用敷料与防护用品。' },
];

export interface NavData {
  name: string;
  url: string;
  isOpen?: 0 | 1;
  children?: NavData[];
}

export const NAV_ITEMS: NavData[] = [
  { name: '首页', url: '/' },
  { name: '中药饮片', url: '/zyyp' },
  { name: '器械专区', url: '/qxzq' },
  { name: '近效期', url: '/jxqzc' },
  { name: '品牌专区', url: '/ppzq' },
  {
    name: '控销专区',
    url: '/kxzq',
    children: [
      { name: '控销商品', url: '/kxzq' },
      { name: '新品控销', url: '/kxzq/new' },
    ],
  },
  {
    name: '包邮专区',
    url: '/yx',
    children: [
      { name: '包邮商品', url: '/yx' },
      { name: '包邮规则', url: '/yx/rule', isOpen: 1 },
    ],
  },
  { name: '每日特价', url: '/mrtj' },
  { name: '领券中心', url: '/lqzx' },
];

export const HOT_SEARCHES = [
  '感冒灵',
  '连花清瘟',
  '阿莫西林',
  '布洛芬',
  '口罩',
  '板蓝根',
  '藿香正气',
  '枸杞',
  '六味地黄丸',
  '血压计',
];

export const FRIENDLY_LINKS = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' },
  { name: '国家卫生健康委员会', url: 'https://www.nhc.gov.cn' },
  { name: '国家中医药管理局', url: 'http://www.natcm.gov.cn' },
  { name: '国家医疗保障局', url: 'http://www.nhsa.gov.cn' },
  { name: '中国药学会', url: 'https://www.cpa.org.cn' },
  { name: '中国医药商业协会', url: 'http://www.capc.org.cn' },
];

export interface BannerData {
  position: string;
  title: string;
  subtitle: string;
  url: string;
}

/** Pixel size of each banner position's picture (the console's list of positions). */
export const BANNER_SIZES: Record<string, readonly [number, number]> = Object.fromEntries(
  Object.entries(BANNER_POSITIONS).map(([position, { size }]) => [position, size]),
);

export const BOTTOM_AD_BANNER = {
  title: '新人专享 首单满500减50',
  subtitle: '资质审核通过即可领取 · 全场药品正品保障',
  url: '/lqzx',
};

export const BANNERS: BannerData[] = [
  {
    position: 'home',
    title: '秋冬感冒季 备货正当时',
    subtitle: '999感冒灵颗粒 满3000减150',
    url: '/search?keywords=感冒灵',
  },
  { position: 'home', title: '品牌馆 正品直供', subtitle: '同仁堂 · 白云山 · 以岭 厂家授权', url: '/ppzq' },
  {
    position: 'home',
    title: '中药饮片 道地药材',
    subtitle: '甘肃岷县当归 · 宁夏枸杞 产地直采',
    url: '/zyyp',
  },
  {
    position: 'home',
    title: '器械专区 家用医疗',
    subtitle: '血压计 · 制氧机 · 雾化器 限时特惠',
    url: '/qxzq',
  },
  { position: 'home', title: '每日特价 整点秒杀', subtitle: '每天10点开抢 · 低至5折', url: '/mrtj' },
  {
    position: 'top',
    title: '药采网 · 正品药品批发采购平台',
    subtitle: '满800元包邮 · 24小时发货',
    url: '/yx',
  },
  { position: 'right', title: '领券中心', subtitle: '天天领券 满减叠加', url: '/lqzx' },
  { position: 'right', title: '近效期专场', subtitle: '效期清仓 低至3折', url: '/jxqzc' },
  {
    position: 'login',
    title: '药采网 · 药店诊所一站式采购',
    subtitle: '20000+ 品规 · 正规资质 · 品质保障',
    url: '/',
  },
  { position: 'ppzq', title: '品牌专区', subtitle: '名厂名药 一站采购', url: '/ppzq' },
  { position: 'ppzq', title: '品牌联合采购节', subtitle: '指定品牌满2000返100', url: '/ppzq' },
  { position: 'kxzq', title: '控销专区', subtitle: '区域保护 利润空间大', url: '/kxzq' },
  { position: 'kxzq', title: '控销新品上市', subtitle: '首批进货享额外返利', url: '/kxzq/new' },
  { position: 'kxzq_ad', title: '控销精品 高毛利', subtitle: '终端毛利率40%以上', url: '/kxzq' },
  { position: 'kxzq_ad', title: '区域独家 控价保护', subtitle: '不串货 不乱价', url: '/kxzq' },
  { position: 'new_kxzq', title: '新品控销 抢先订', subtitle: '本月新品 限量首发', url: '/kxzq/new' },
  { position: 'new_kxzq', title: '控销爆款 热卖榜', subtitle: '门店动销快 回款快', url: '/kxzq' },
  { position: 'zyzq', title: '中药饮片专区', subtitle: 'GMP饮片厂直供 批批有检验报告', url: '/zyyp' },
  { position: 'zyzq', title: '道地药材 产地溯源', subtitle: '亳州 · 岷县 · 文山 · 中宁', url: '/zyyp' },
  { position: 'yx', title: '包邮专区', subtitle: '指定商品达量即包邮', url: '/yx' },
  { position: 'yx', title: '凑单包邮 更划算', subtitle: '订单满800元全场包邮', url: '/yx/rule' },
  { position: 'xrtj', title: '新人特价', subtitle: '首单专享价', url: '/lqzx' },
  { position: 'xrtj', title: '新人礼包', subtitle: '注册送188元券包', url: '/lqzx' },
  { position: 'postList', title: '行业资讯', subtitle: '政策法规 · 市场动态', url: '/news/hy' },
  { position: 'postList', title: '平台公告', subtitle: '药采网最新动态', url: '/news/company' },
];

export const HOT_LINE = '400-826-1818';

export const SITE_CONFIG: Record<string, string> = {
  site_title: '药采网',
  hot_line: HOT_LINE,
  qq1: '800826181',
  qq2: '800826182',
  company: '药采网（北京）医药科技有限公司',
  address: '北京市朝阳区望京街道阜通东大街6号院方恒国际中心A座1808室',
  email: 'kefu@yaocaiwang.cn',
  // 销售方 on the e-invoices: the wholesaler's registered name, tax number and address.
  seller_name: '药采网（北京）医药科技有限公司',
  seller_tax_number: '91110105MA01R8XK6C',
  seller_address: `北京市朝阳区望京街道阜通东大街6号院方恒国际中心A座1808室 ${HOT_LINE}`,
  service_time: '周一至周日 08:30-21:00',
  icp: '京ICP备2025012345号-1',
  main_site_url: '/',
  login_url: '/login',
  app_qr: '/img/qr/app.svg',
  wechat_qr: '/img/qr/wechat.svg',
  free_shipping_threshold: '80000',
  shipping_fee: '1500',
  near_expiry_months: '6',
  quality_inspection_msg: '药检报告请在商品详情页按批号查看，如需加盖公章的纸质件请联系客户经理',
  licence: JSON.stringify([
    '药品网络交易服务第三方平台备案凭证：（京）网药平台备字〔2025〕第000128号',
    '互联网药品信息服务资格证书：（京）-经营性-2025-0086',
    '医疗器械网络交易服务第三方平台备案凭证：（京）网械平台备字〔2025〕第00037号',
    '药品经营许可证：京AA0100826',
    '营业执照：91110105MA01R8XK6C',
  ]),
};
