import { useEffect } from 'react';
import { App, message as staticMessage, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { setErrorPresenter, type ErrorPresenter } from './http';
import { ALERT_TITLE } from '@yaocai/domain';

/**
 * Connects http.ts to antd feedback and the router. Mount once inside antd <App> and inside the
 * router (the root route element does). Outside <App> it falls back to antd's static methods.
 */
export function ErrorPresenterBridge(): null {
  const app = App.useApp();
  const navigate = useNavigate();

  useEffect(() => {
    const message = typeof app.message?.error === 'function' ? app.message : staticMessage;
    const modal = typeof app.modal?.warning === 'function' ? app.modal : Modal;
    // Several requests failing together should open one dialog and redirect once, not one per request.
    let timeoutOpen = false;
    let leaving = false;

    const presenter: ErrorPresenter = {
      validation: (msg) => void message.error(msg),
      contract: (msg) => {
        void message.warning(msg);
        // After signing, /dzht sends the buyer back to where the purchase was refused.
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(here.startsWith('/dzht') ? '/dzht' : `/dzht?redirect=${encodeURIComponent(here)}`);
      },
      alert: (title, msg) => {
        modal.warning({ title: title || ALERT_TITLE, content: msg, okText: '知道了' });
      },
      busy: (text) => void message.error({ content: text, key: 'http-busy' }),
      timeout: (text) => {
        if (timeoutOpen) return;
        timeoutOpen = true;
        modal.error({
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
  }, [app, navigate]);

  return null;
}
