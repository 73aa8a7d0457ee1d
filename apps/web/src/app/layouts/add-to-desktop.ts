import { SITE_TITLE } from './layout-rules';

/** Windows Internet Shortcut file pointing at the storefront's home page. */
export function desktopShortcut(origin: string): string {
  return `[InternetShortcut]\r\nURL=${origin}/\r\n`;
}

/** 添加到桌面: downloads a shortcut the buyer can drop on the desktop. */
export function addToDesktop(): void {
  const blob = new Blob([desktopShortcut(window.location.origin)], { type: 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${SITE_TITLE}.url`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
