import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { closeAllFeedback } from './lib/feedback';

afterAll(() => closeAllFeedback());
