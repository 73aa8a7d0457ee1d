import { defineConfig } from 'vitest/config';
import { frontEndTests } from './src/vite/front-end-tests.ts';

export default defineConfig({
  test: frontEndTests('web-kit', import.meta.dirname),
});
