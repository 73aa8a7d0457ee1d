import type { MessageInstance } from 'antd/es/message/interface';
import type { ErrorPresenter } from '../http';

/**
 * A presenter that shows every failure as one antd error message (keyed by its text, so the same
 * failure of several requests shows once); only `login` does something else.
 */
export function messagePresenter(message: MessageInstance, login: (target: string) => void): ErrorPresenter {
  const error = (msg: string) => void message.error({ content: msg, key: msg });
  return {
    validation: error,
    contract: error,
    alert: (_title, msg) => error(msg),
    busy: error,
    timeout: error,
    login,
  };
}
