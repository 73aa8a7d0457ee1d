/** The wholesaler's staff and the roles they hold (packages/domain STAFF_ROLES). Password: Demo@1234. */
export interface StaffAccount {
  username: string;
  name: string;
  phone: string;
  roles: string[];
  /** Shown next to the demo accounts when the server starts. */
  description: string;
}

/** operator01 is also a DEMO_ACCOUNTS entry (with the platform company the staff belong to). */
export const STAFF_ACCOUNTS: StaffAccount[] = [
  {
    username: 'operator01',
    name: '周运营',
    phone: '13601015566',
    roles: ['administrator'],
    description: '管理员（运营后台全部权限）',
  },
  {
    username: 'kefu01',
    name: '陈客服',
    phone: '13601017723',
    roles: ['customer_service'],
    description: '客服（在线客服、会员查看、售后）',
  },
  {
    username: 'cangku01',
    name: '马仓管',
    phone: '13601018841',
    roles: ['warehouse'],
    description: '仓库（订单查看、发货、批次、回执）',
  },
  {
    username: 'yunying01',
    name: '林运营',
    phone: '13601019352',
    roles: ['operations'],
    description: '运营（商品、价格、促销、内容、资质审核）',
  },
  {
    username: 'caiwu01',
    name: '何财务',
    phone: '13601016208',
    roles: ['finance'],
    description: '财务（线下汇款登记与复核、红包与现金券发放、账期额度、对账单）',
  },
  {
    username: 'zhiliang01',
    name: '吴质量',
    phone: '13601012937',
    roles: ['quality'],
    description: '质量（批次召回、召回报告、冷链记录）',
  },
  {
    username: 'yewu01',
    name: '王莉',
    phone: '13811026478',
    roles: ['account_manager'],
    description: '业务员（我的客户 yaodian01、zhensuo01：代客下单、答复询价）',
  },
];
