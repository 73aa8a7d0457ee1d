import { useMemo } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messagePresenter } from '@yaocai/web-kit/antd/message-presenter';
import { firstOnly, useErrorPresenter } from '@yaocai/web-kit/react';
import { http } from './http';

/**
 * Connects http.ts to antd's message and the router. Mounted once inside antd <App> and the router
 * (the root route elements do).
 */
export function ErrorPresenterBridge(): null {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const presenter = useMemo(() => {
    const leave = firstOnly((redirect: string) => {
      queryClient.clear();
      const base = import.meta.env.BASE_URL.replace(/\/$/, '');
      const back = redirect.startsWith(base) ? redirect.slice(base.length) || '/' : '/';
      navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
      void message.warning({ content: '登录已失效，请重新登录', key: 'login' });
    });
    return messagePresenter(message, leave.run);
  }, [message, navigate, queryClient]);
  useErrorPresenter(http, presenter);

  return null;
}
