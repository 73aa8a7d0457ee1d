import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setErrorPresenter } from './http';

/**
 * Connects http.ts to antd's message and the router. Mounted once inside antd <App> and the router
 * (the root route elements do).
 */
export function ErrorPresenterBridge(): null {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Several requests failing together should redirect once.
    let leaving = false;
    setErrorPresenter({
      error: (msg) => void message.error({ content: msg, key: msg }),
      login: (redirect) => {
        if (leaving) return;
        leaving = true;
        queryClient.clear();
        const base = import.meta.env.BASE_URL.replace(/\/$/, '');
        const back = redirect.startsWith(base) ? redirect.slice(base.length) || '/' : '/';
        navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
        void message.warning({ content: '登录已失效，请重新登录', key: 'login' });
      },
    });
    return () => setErrorPresenter(null);
  }, [message, navigate, queryClient]);

  return null;
}
