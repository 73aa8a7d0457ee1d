import '@testing-library/jest-dom/vitest';
import { renderAntdMobileWithRoots } from './lib/antd-render';

// As main.tsx does.
renderAntdMobileWithRoots();
