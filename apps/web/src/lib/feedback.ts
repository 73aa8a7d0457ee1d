/**
 * Messages and dialogs for code outside antd's <App> (the request layer's presenter, activity links in
 * the shell). antd is imported on the first call, so the home page does not download it up front.
 */
import type { ModalFuncProps } from 'antd';

type MessageKind = 'info' | 'success' | 'warning' | 'error';
type ModalKind = 'warning' | 'error' | 'info';

let loaded: ReturnType<typeof importFeedback> | undefined;
const importFeedback = () => import('../app/antd/static-feedback');
const load = () => (loaded ??= importFeedback());

export function showMessage(kind: MessageKind, content: string, key?: string): void {
  void load().then(({ message }) => message[kind](key ? { content, key } : content));
}

export function showModal(kind: ModalKind, props: ModalFuncProps): void {
  void load().then(({ Modal }) => Modal[kind](props));
}

/**
 * Closes every message and dialog shown so far and waits until their leave animations have stopped
 * changing the page. Tests call it before their environment goes away: a toast's close timer firing
 * after that would render into a window that no longer exists.
 */
export async function closeAllFeedback(quietMs = 100): Promise<void> {
  if (!loaded) return;
  const { message, Modal } = await loaded;
  message.destroy();
  Modal.destroyAll();
  await new Promise<void>((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
