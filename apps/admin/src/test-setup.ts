import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A console page's first render in a worker loads its lazy route and antd's parts, which can take more
// than Testing Library's 1 s on two cores that npm test keeps busy (admin-layout.test failed so once).
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals Testing Library does not unmount on its own; a root left mounted can still
// have React work scheduled when the worker's jsdom goes away ("window is not defined").
afterEach(cleanup);
