import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { renderAntdMobileWithRoots } from './lib/antd-render';

// As main.tsx does.
renderAntdMobileWithRoots();
// Without vitest globals Testing Library does not unmount on its own; a root left mounted can still
// have React work scheduled when the worker's jsdom goes away ("window is not defined").
afterEach(cleanup);
