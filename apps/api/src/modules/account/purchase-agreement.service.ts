import type { AgreementAnswer, AgreementSignAnswer } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { loadSiteConfig } from '../content/index';
import * as repo from './purchase-agreement.repository';

const SELLER_FALLBACK = {
  name: '药采网（北京）医药科技有限公司',
  address: '北京市朝阳区阜通东大街6号院方恒国际中心A座1808室',
};

function clauses(seller: string, buyer: string, hotline: string) {
  return [
    {
      title: '第一条 合作方式',
      items: [
        `乙方（${buyer}）通过甲方运营的药采网平台（以下简称“平台”）向甲方采购药品、医疗器械及相关商品，每一笔经平台提交并确认的订单均构成本协议项下的具体购销合同。`,
        '商品品名、规格、生产企业、批号、数量、单价及金额以订单记载为准；订单价格为含税价格，阶梯价、活动价以下单时平台显示为准。',
        '乙方在平台的采购范围以其经审核的《药品经营许可证》或《医疗机构执业许可证》等资质核定的经营范围为限，超范围商品平台不予销售。',
      ],
    },
    {
      title: '第二条 资质与委托',
      items: [
        '双方保证各自持有合法有效的营业执照、药品经营许可证（或医疗机构执业许可证）、医疗器械经营许可证/备案凭证等资质，并在资质变更或到期前30日内向对方提供更新后的证照。',
        '乙方指定的采购人员须持有乙方出具的《采购委托书》及本人身份证件，委托书变更时应及时在平台更新；乙方资质过期的，平台将暂停其下单直至更新审核通过。',
      ],
    },
    {
      title: '第三条 质量保证',
      items: [
        `甲方保证所供药品来源合法、质量合格，符合国家药品标准及《药品管理法》的规定，随货提供加盖甲方质量管理专用章的药品检验报告书（或可在平台按批号查询）。`,
        '所供药品的有效期原则上不少于6个月（近效期商品在平台明确标注“近效期”并以乙方确认为准）；外包装应完整、标识清晰，说明书与批准文号一致。',
        '乙方验收时发现质量问题（破损、污染、批号不符、无检验报告等），应于收货后48小时内在平台提交售后申请并附照片，甲方核实后予以退换。',
      ],
    },
    {
      title: '第四条 GSP与运输管理',
      items: [
        '双方均应严格遵守《药品经营质量管理规范》（GSP）的要求，对药品的采购、收货、验收、储存和运输进行全过程管理，建立真实完整的购销记录。',
        '需冷藏、冷冻的药品，甲方应使用符合要求的冷链设备运输并提供全程温度记录；乙方收货时应核对温度记录，不符合要求的可拒收。',
        '含特殊药品复方制剂须凭乙方有效资质销售，乙方应按规定留存出库单据及收货回执，并在平台上传签字回执；不得用于非法用途。',
      ],
    },
    {
      title: '第五条 票据',
      items: [
        '甲方按订单金额向乙方开具合法有效的增值税发票，发票抬头、税号以乙方在平台“基本信息”中维护的开票信息为准；因乙方信息错误导致的重开由乙方承担相应责任。',
        '每批货物随附销售随货同行单（出库单），载明供货单位、生产企业、品名、规格、批号、有效期、数量、价格等内容，并加盖甲方出库专用章。',
      ],
    },
    {
      title: '第六条 退换货',
      items: [
        '除质量问题、错发漏发、运输破损外，药品一经售出原则上不予退换；医疗器械及非药品类商品未拆封、不影响二次销售的，乙方可于收货后7日内申请退换。',
        '冷链药品、含特殊药品复方制剂及已拆零商品，非质量问题不予退换。退货商品须附原随货同行单，经甲方验收合格后办理退款，款项原路退回。',
      ],
    },
    {
      title: '第七条 付款与结算',
      items: [
        '乙方可通过在线支付、账户余额或甲方授予的账期额度付款；在线订单提交后30分钟内未付款的，系统自动取消订单并释放库存。',
        '使用账期额度的，乙方应于约定的还款日前足额还款；逾期未还的，甲方有权暂停乙方的账期额度及下单权限。',
        '优惠券、红包、现金券等按平台活动规则使用，不可兑换现金；订单发生退款时，已使用的优惠按平台退款规则处理。',
      ],
    },
    {
      title: '第八条 保密与信息',
      items: [
        '双方对在合作中知悉的对方商业信息、价格信息、客户资料负有保密义务，未经对方书面同意不得向第三方披露，法律法规另有规定的除外。',
      ],
    },
    {
      title: '第九条 争议解决',
      items: [
        `本协议履行中发生争议的，双方应友好协商解决；也可致电平台客服热线${hotline || ''}申请调解。协商不成的，任何一方均可向甲方（${seller}）所在地有管辖权的人民法院提起诉讼。`,
        '本协议适用中华人民共和国法律。',
      ],
    },
    {
      title: '第十条 其他',
      items: [
        '本协议自乙方在平台点击“同意并签署”之日起生效，有效期至双方任何一方书面终止合作之日止；平台电子签署记录与书面签署具有同等法律效力。',
        '本协议未尽事宜，以平台公示的用户协议、交易规则及双方另行签订的补充协议为准。',
      ],
    },
  ];
}

/** 电子合同 (/dzht): the purchase agreement between the platform operator and the member's company. */
export async function agreement(db: Database, memberId: number): Promise<AgreementAnswer> {
  const { buyer, seller } = await repo.findAgreementParties(db, memberId);
  if (!buyer) throw notFound('会员');
  const config = await loadSiteConfig(db);
  const hotline = config.hot_line ?? '';
  const sellerName = seller?.name ?? SELLER_FALLBACK.name;
  const sellerAddress = seller
    ? seller.address.startsWith(seller.city)
      ? seller.address
      : `${seller.city}${seller.address}`
    : SELLER_FALLBACK.address;
  const year = (buyer.signedAt ?? buyer.createdAt).getFullYear();
  return {
    number: `YCW-GX-${year}-${String(memberId).padStart(6, '0')}`,
    title: '药品购销协议',
    seller: { name: sellerName, address: sellerAddress, phone: hotline },
    buyer: {
      name: buyer.company,
      address: buyer.address.startsWith(buyer.city)
        ? buyer.address
        : `${buyer.city}${buyer.district}${buyer.address}`,
      contact: buyer.contact,
      phone: buyer.phone,
    },
    clauses: clauses(sellerName, buyer.company, hotline),
    signed: buyer.signed ? 1 : 0,
    // Members from before electronic signing signed on paper when they joined.
    signed_at: buyer.signed ? (buyer.signedAt ?? buyer.createdAt).toISOString() : null,
  };
}

export async function signAgreement(
  db: Database,
  memberId: number,
  now = new Date(),
): Promise<AgreementSignAnswer> {
  const at = await repo.sign(db, memberId, now);
  return { signed: 1, signed_at: at.toISOString() };
}
