import type { HelpCategoryAnswer } from '@yaocai/contract';

export interface HotWord {
  id: number;
  name: string;
}

export interface NavItem {
  id: number;
  name: string;
  url: string;
  image: string;
  /** 1 = open in a new tab. */
  is_open: 0 | 1;
  children: NavItem[];
}

export interface CategoryNode {
  id: number;
  name: string;
  logo?: string;
  logo1?: string;
  children?: CategoryNode[];
}

export interface Brand {
  id: number;
  name: string;
  logo: string;
  url: string;
}

export interface CommonData {
  rnss: HotWord[];
  nav: NavItem[];
  category: CategoryNode[];
  category_yx: CategoryNode[];
  category_zy: CategoryNode[];
  category_qx: CategoryNode[];
  brand: Brand[];
  /** Server time, unix seconds. */
  timestamp: number;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  url: string;
}

export interface FriendlyLink {
  id: number;
  name: string;
  url: string;
}

/** A help-centre category with its articles (GET /api/article/category). */
export type HelpCategory = HelpCategoryAnswer;
export type HelpArticle = HelpCategoryAnswer['children'][number];

export interface SiteConfig {
  site_title: string;
  hot_line: string;
  qq1: string;
  qq2: string;
  licence: string[];
  company: string;
  address?: string;
  email?: string;
  service_time?: string;
  icp: string;
  /** Optional QR images; a generated QR code of the site stands in when absent. */
  app_qr?: string;
  wechat_qr?: string;
}
