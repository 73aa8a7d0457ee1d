export interface AccountManager {
  name: string;
  phone: string;
  /** 1 = the default service contact (客服专员), 0 = a dedicated account manager. */
  is_default: 0 | 1;
}

export interface CommonConfig {
  hot_line: string;
  qq1: string;
  qq2: string;
}

export interface Profile {
  show: boolean;
  username: string;
  name: string;
  phone: string;
  company: string;
  face: string;
  rank: string | number;
  admin: AccountManager;
  address: string;
  is_passed: 0 | 1;
  points: number;
  cart: number;
  message_count: number;
  wechat: string;
  common_config: CommonConfig;
  quality_inspection: { quality_inspection_url: string; msg: string };
  login_url: string;
  is_show_youx: number;
  is_special: number;
  is_can_chat: number;
  token: string;
  is_AfterSale: number;
  is_vip: number;
  /** 1 for a chain headquarters (its stores are listed by /api/user/stores). */
  is_chain: number;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface LoginResult {
  username: string;
  company: string;
}
