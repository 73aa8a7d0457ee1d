import { useMemo } from 'react';
import type { ErrorPresenter } from '@yaocai/web-kit/http';
import { firstOnly, useErrorPresenter } from '@yaocai/web-kit/react';
import { ALERT_TITLE } from '@yaocai/domain';
import { http } from './http';

/** Shows the client's failures with antd-mobile (toast, dialog); a login failure goes to /m/login. */
export function ErrorPresenterBridge(): null {
  const presenter = useMemo((): ErrorPresenter => {
    const leave = firstOnly((loginUrl: string) => {
      window.location.href = loginUrl;
    });
    // The toast and dialog come with their animation library: loaded on the first failure, not with the page.
    const feedback = () => import('./feedback');
    const toast = (content: string) =>
      void feedback().then(({ Toast }) => Toast.show({ content, position: 'center' }));
    return {
      validation: toast,
      contract: (msg) =>
        void feedback().then(({ Dialog }) =>
          Dialog.alert({ title: '请先签署采购协议', content: `${msg}（请在电脑版「我的」中签署）` }),
        ),
      alert: (title, msg) =>
        void feedback().then(({ Dialog }) =>
          Dialog.alert({ title: title || ALERT_TITLE, content: msg, confirmText: '知道了' }),
        ),
      busy: toast,
      timeout: toast,
      login: leave.run,
    };
  }, []);
  useErrorPresenter(http, presenter);
  return null;
}
