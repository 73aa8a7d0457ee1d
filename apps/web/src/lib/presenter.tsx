import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ErrorPresenter } from '@yaocai/web-kit/http';
import { firstOnly, useErrorPresenter } from '@yaocai/web-kit/react';
import { ALERT_TITLE } from '@yaocai/domain';
import { http } from './http';
import { showMessage, showModal } from './feedback';

/**
 * Connects http.ts to antd feedback and the router. Mount once inside the router (the root route
 * element does). antd's themed static message and Modal load on the first error presented
 * (lib/feedback.ts), so the site shell does not need antd.
 */
export function ErrorPresenterBridge(): null {
  const navigate = useNavigate();

  const presenter = useMemo((): ErrorPresenter => {
    const timeoutDialog = firstOnly((text: string) =>
      showModal('error', {
        title: text,
        okText: '刷新',
        onOk: () => window.location.reload(),
        afterClose: () => timeoutDialog.reset(),
      }),
    );
    const leave = firstOnly((loginUrl: string) => {
      window.location.href = loginUrl;
    });
    return {
      validation: (msg) => showMessage('error', msg),
      contract: (msg) => {
        showMessage('warning', msg);
        // After signing, /dzht sends the buyer back to where the purchase was refused.
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(here.startsWith('/dzht') ? '/dzht' : `/dzht?redirect=${encodeURIComponent(here)}`);
      },
      alert: (title, msg) => {
        showModal('warning', { title: title || ALERT_TITLE, content: msg, okText: '知道了' });
      },
      busy: (text) => showMessage('error', text, 'http-busy'),
      timeout: timeoutDialog.run,
      login: leave.run,
    };
  }, [navigate]);
  useErrorPresenter(http, presenter);

  return null;
}
