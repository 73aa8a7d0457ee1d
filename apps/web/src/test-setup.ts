import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { closeAllFeedback } from './lib/feedback';

// Without vitest globals Testing Library does not unmount on its own; a root left mounted can still
// have React work scheduled when the worker's jsdom goes away ("window is not defined").
afterEach(cleanup);
afterAll(() => closeAllFeedback());
