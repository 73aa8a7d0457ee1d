import type {
  Banner,
  BrandLink,
  CommonAnswer,
  FriendlyLink,
  HelpCategoryAnswer,
  HotWord,
  MenuCategory,
  NavItem,
  SiteAnswer,
} from '@yaocai/contract';

/** What the content calls answer: the API's contract (packages/contract/src/content/*). */
export type { Banner, FriendlyLink, HotWord, NavItem };
export type CategoryNode = MenuCategory;
export type Brand = BrandLink;
export type CommonData = CommonAnswer;
export type SiteConfig = SiteAnswer;

/** A help-centre category with its articles (GET /api/article/category). */
export type HelpCategory = HelpCategoryAnswer;
export type HelpArticle = HelpCategoryAnswer['children'][number];
