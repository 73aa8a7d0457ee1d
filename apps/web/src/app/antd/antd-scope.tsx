/**
 * Everything antd needs around the storefront's pages: the theme, the Chinese locale and <App> (for
 * App.useApp() messages and modals). It is loaded on demand (lazy-antd.tsx): the home page and the
 * site shell render without antd, so a visitor's first load does not download it.
 */
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { prefersReducedMotion } from '@yaocai/web-kit/antd/reduced-motion';

dayjs.locale('zh-cn');

export const STOREFRONT_RED = '#e4393c';

export const storefrontTheme: ThemeConfig = {
  token: {
    colorPrimary: STOREFRONT_RED,
    colorLink: '#333333',
    colorLinkHover: STOREFRONT_RED,
    borderRadius: 2,
    motion: !prefersReducedMotion(),
    fontSize: 12,
    fontFamily:
      '"Microsoft YaHei", "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Button: { primaryShadow: 'none', dangerShadow: 'none' },
  },
};

// Static message / Modal calls (lib/feedback.ts) render outside the tree: give them the theme too.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={storefrontTheme}>
      {children}
    </ConfigProvider>
  ),
});

/** `bare`: no wrapper element (islands inside the shell: drawers, popups); pages keep antd's <div>. */
export function AntdScope({ children, bare }: { children: ReactNode; bare?: boolean }) {
  return (
    <ConfigProvider locale={zhCN} theme={storefrontTheme}>
      <AntApp component={bare ? false : undefined}>{children}</AntApp>
    </ConfigProvider>
  );
}

export default AntdScope;
