import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setErrorPresenter, type ErrorPresenter } from './http';
import { showMessage, showModal } from './feedback';
import { ALERT_TITLE } from '@yaocai/domain';

/**
 * Connects http.ts to antd feedback and the router. Mount once inside the router (the root route
 * element does). antd's themed static message and Modal load on the first error presented
 * (lib/feedback.ts), so the site shell does not need antd.
 */
export function ErrorPresenterBridge(): null {
  const navigate = useNavigate();

  useEffect(() => {
    // Several requests failing together should open one dialog and redirect once, not one per request.
    let timeoutOpen = false;
    let leaving = false;

    const presenter: ErrorPresenter = {
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
      timeout: (text) => {
        if (timeoutOpen) return;
        timeoutOpen = true;
        showModal('error', {
          title: text,
          okText: '刷新',
          onOk: () => window.location.reload(),
          afterClose: () => {
            timeoutOpen = false;
          },
        });
      },
      login: (loginUrl) => {
        if (leaving) return;
        leaving = true;
        window.location.href = loginUrl;
      },
    };
    setErrorPresenter(presenter);
    return () => setErrorPresenter(null);
  }, [navigate]);

  return null;
}
