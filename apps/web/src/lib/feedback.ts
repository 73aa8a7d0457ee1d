/**
 * Messages and dialogs for code outside antd's <App> (the request layer's presenter, activity links in
 * the shell). antd is imported on the first call, so the home page does not download it up front.
 */
import type { ModalFuncProps } from 'antd';

type MessageKind = 'info' | 'success' | 'warning' | 'error';
type ModalKind = 'warning' | 'error' | 'info';

const load = () => import('../app/antd/static-feedback');

export function showMessage(kind: MessageKind, content: string, key?: string): void {
  void load().then(({ message }) => message[kind](key ? { content, key } : content));
}

export function showModal(kind: ModalKind, props: ModalFuncProps): void {
  void load().then(({ Modal }) => Modal[kind](props));
}
