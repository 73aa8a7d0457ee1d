import '@testing-library/jest-dom/vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, expect } from 'vitest';
import { renderAntdMobileWithRoots } from './lib/antd-render';

// As main.tsx does.
renderAntdMobileWithRoots();
// Without vitest globals Testing Library does not unmount on its own; a root left mounted can still
// have React work scheduled when the worker's jsdom goes away ("window is not defined"). A toast has a
// root of its own and a timer to close it: it is closed, and gone, before the next test.
afterEach(async () => {
  cleanup();
  Toast.clear();
  await waitFor(() => expect(document.querySelector('.adm-toast-mask')).toBeNull());
});
