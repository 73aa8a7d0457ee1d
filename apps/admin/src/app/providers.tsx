import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@yaocai/web-kit/react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { prefersReducedMotion } from '@yaocai/web-kit/antd/reduced-motion';

dayjs.locale('zh-cn');

/**
 * Ant Design Pro's look: the default blue, a dark side menu, compact tables. `zeroRuntime`: the
 * components' styles come from antd's built stylesheet (main.tsx) instead of being generated in the
 * browser on every page load, which was about a quarter of a console page's CPU; the tokens below
 * still reach them as CSS variables.
 */
export const consoleTheme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: '#1677ff',
    borderRadius: 4,
    motion: !prefersReducedMotion(),
    fontFamily:
      '"PingFang SC", "Microsoft YaHei", "Hiragino Sans GB", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: { siderBg: '#001529', headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 24px' },
    Table: { cellPaddingBlockSM: 8 },
  },
};

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient(10_000));
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={consoleTheme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
