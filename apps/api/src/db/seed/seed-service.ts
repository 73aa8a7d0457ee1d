import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { feedback, goods, manufacturers, members, messages, varietyRequests } from '../schema';
import { addDays, addHours } from './dates';

type VarietySeed = {
  username: string;
  name: string;
  manufacturer: string;
  spec: string;
  quantity: number;
  remark?: string;
  status: 'pending' | 'purchasing' | 'listed' | 'unavailable';
  reason?: string;
  /** Days before now it was asked for, and hours until staff handled it. */
  daysAgo: number;
  handledAfterHours?: number;
  /** The goods on sale once 已上架. */
  goodsId?: number;
};

const VARIETY: VarietySeed[] = [
  {
    username: 'yaodian01',
    name: '小儿豉翘清热颗粒',
    manufacturer: '济川药业集团有限公司',
    spec: '2g*6袋',
    quantity: 60,
    remark: '秋冬季儿科用药备货，效期希望在12个月以上',
    status: 'pending',
    daysAgo: 1,
  },
  {
    username: 'yaodian01',
    name: '枸地氯雷他定片',
    manufacturer: '扬子江药业集团有限公司',
    spec: '8.8mg*6片',
    quantity: 100,
    remark: '顾客指定品牌，过敏季用量较大',
    status: 'purchasing',
    daysAgo: 6,
    handledAfterHours: 20,
  },
  {
    username: 'yaodian01',
    name: '司美格鲁肽注射液',
    manufacturer: '诺和诺德(中国)制药有限公司',
    spec: '1.34mg/ml*3ml',
    quantity: 10,
    status: 'unavailable',
    reason: '该品种需全程冷链配送，平台暂不经营需冷藏的生物制品，建议通过厂家授权的冷链渠道采购',
    daysAgo: 15,
    handledAfterHours: 26,
  },
  {
    username: 'zhensuo01',
    name: '一次性使用无菌注射器 带针',
    manufacturer: '山东威高集团医用高分子制品股份有限公司',
    spec: '5ml 0.7#',
    quantity: 2000,
    remark: '诊所日常耗材，每月固定采购',
    status: 'pending',
    daysAgo: 2,
  },
  {
    username: 'zhensuo01',
    name: '注射用头孢曲松钠',
    manufacturer: '上海罗氏制药有限公司',
    spec: '1.0g*1瓶',
    quantity: 50,
    status: 'purchasing',
    daysAgo: 9,
    handledAfterHours: 30,
  },
  {
    username: 'liansuo01',
    name: '复方甘草片',
    manufacturer: '北京双鹤药业股份有限公司',
    spec: '100片/瓶',
    quantity: 300,
    remark: '五家门店合计需求',
    status: 'unavailable',
    reason: '该品种属含特殊药品复方制剂，贵公司尚未开通相应经营权限，请先在资质证件中补充后再提交',
    daysAgo: 12,
    handledAfterHours: 4,
  },
  {
    username: 'liansuo01',
    name: '氯雷他定糖浆',
    manufacturer: '拜耳医药保健有限公司',
    spec: '60ml:60mg',
    quantity: 120,
    status: 'pending',
    daysAgo: 3,
  },
];

type FeedbackSeed = {
  username: string;
  type: number;
  content: string;
  phone?: string;
  reply?: string;
  daysAgo: number;
};

const FEEDBACK: FeedbackSeed[] = [
  {
    username: 'yaodian01',
    type: 3,
    content:
      '上周三下的订单周五下午才送到，比平时晚了两天，外箱也有挤压变形，好在药品本身完好。希望能说明一下原因，雨季请加强外箱防护。',
    phone: '13912345678',
    reply:
      '您好，上周华东地区持续降雨，部分干线运输延误了1-2天，给您带来不便深表歉意。我们已要求承运商加固外箱并加贴防潮膜；如收货时发现破损，可在订单详情中申请售后，我们会优先处理。',
    daysAgo: 8,
  },
  {
    username: 'yaodian01',
    type: 1,
    content:
      '建议快捷采购支持按批准文号批量导入采购单，目前只能按商品名称匹配，同名不同厂家的品种需要逐个确认。',
    daysAgo: 2,
  },
  {
    username: 'zhensuo01',
    type: 2,
    content: '收到的阿莫西林胶囊批号有效期只剩10个月左右，下单时没注意到，希望商品页能更醒目地提示近效期。',
    reply:
      '您好，感谢反馈。商品详情页的“在售批号”中已列出批号和有效期，近效期商品会标注“近效期”标签。我们已将您的建议转给产品团队，后续会在购物车中也提示近效期批号。',
    daysAgo: 11,
  },
  {
    username: 'liansuo01',
    type: 4,
    content: '门店账号能否单独设置默认收货地址？现在总部代门店下单时每次都要重新选择地址。',
    phone: '13788889999',
    daysAgo: 1,
  },
];

const what = (r: VarietySeed) => `“${r.name}${r.spec ? ` ${r.spec}` : ''}”`;

/**
 * 品种求购 and 意见反馈 of the demo buyers in every state, with the messages the decided ones sent
 * (already read), so the member pages and the console's lists show content on first start.
 */
export async function seedService(db: Database, options: { now: Date }): Promise<void> {
  const { now } = options;
  const users = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, ['yaodian01', 'zhensuo01', 'liansuo01']));
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const [staff] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'kefu01'));

  // A request that was bought in and is now on sale, linked to a real goods of the catalogue.
  const [onSale] = await db
    .select({ id: goods.id, name: goods.name, spec: goods.spec, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(eq(goods.onSale, true), eq(goods.kind, 'drug'), eq(goods.type, 0)))
    .orderBy(asc(goods.id))
    .offset(7)
    .limit(1);
  const listed: VarietySeed[] = onSale
    ? [
        {
          username: 'yaodian01',
          name: onSale.name,
          manufacturer: onSale.manufacturer,
          spec: onSale.spec,
          quantity: 200,
          remark: '长期稳定需求，可按月补货',
          status: 'listed',
          daysAgo: 20,
          handledAfterHours: 96,
          goodsId: onSale.id,
        },
      ]
    : [];

  for (const r of [...listed, ...VARIETY].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const memberId = idOf.get(r.username);
    if (memberId === undefined) continue;
    const createdAt = addHours(addDays(now, -r.daysAgo), -3);
    const updatedAt = r.handledAfterHours ? addHours(createdAt, r.handledAfterHours) : createdAt;
    const [row] = await db
      .insert(varietyRequests)
      .values({
        memberId,
        name: r.name,
        manufacturer: r.manufacturer,
        spec: r.spec,
        quantity: r.quantity,
        remark: r.remark ?? '',
        status: r.status,
        reason: r.reason ?? '',
        goodsId: r.goodsId ?? null,
        createdAt,
        updatedAt,
      })
      .returning({ id: varietyRequests.id });
    if (r.status === 'pending' || !row) continue;
    const title = {
      purchasing: '求购品种开始采购',
      listed: '求购品种已上架',
      unavailable: '求购品种无法采购',
    };
    const content = {
      purchasing: `您求购的${what(r)}已开始采购，到货上架后会第一时间通知您。`,
      listed: `您求购的${what(r)}已上架（${r.name}），欢迎选购。`,
      unavailable: `很抱歉，您求购的${what(r)}暂时无法采购，原因：${r.reason ?? ''}`,
    };
    await db.insert(messages).values({
      memberId,
      kind: 'variety',
      title: title[r.status],
      content: content[r.status],
      link: `/pzqg/info?id=${row.id}`,
      createdAt: updatedAt,
      readAt: addHours(updatedAt, 2),
    });
  }

  for (const f of [...FEEDBACK].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const memberId = idOf.get(f.username);
    if (memberId === undefined) continue;
    const createdAt = addHours(addDays(now, -f.daysAgo), -5);
    const repliedAt = f.reply ? addHours(createdAt, 18) : null;
    await db.insert(feedback).values({
      memberId,
      type: f.type,
      content: f.content,
      phone: f.phone ?? '',
      reply: f.reply ?? '',
      repliedBy: f.reply ? (staff?.id ?? null) : null,
      repliedAt,
      createdAt,
    });
    if (f.reply && repliedAt) {
      await db.insert(messages).values({
        memberId,
        kind: 'feedback',
        title: '您的意见反馈有了回复',
        content: `您提交的意见反馈已回复：${f.reply}`,
        link: '/yjfk',
        createdAt: repliedAt,
        readAt: addHours(repliedAt, 3),
      });
    }
  }
}
