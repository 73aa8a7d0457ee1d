import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export const STOREFRONT_RED = '#e4393c';

export const storefrontTheme: ThemeConfig = {
  token: {
    colorPrimary: STOREFRONT_RED,
    colorLink: '#333333',
    colorLinkHover: STOREFRONT_RED,
    borderRadius: 2,
    fontSize: 12,
    fontFamily:
      '"Microsoft YaHei", "PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Button: { primaryShadow: 'none', dangerShadow: 'none' },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // http.ts presents every error once; a retry would present it again.
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * App-wide providers. The ErrorPresenterBridge needs the router's context, so AppLayout (the root
 * route element) mounts it inside this antd <App>.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={storefrontTheme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
