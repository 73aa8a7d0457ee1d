export { loadSiteConfig } from './site-config.repository';
export type { SiteConfig } from './site-config.repository';
