import '@testing-library/jest-dom/vitest';
import { renderOutsideTreeWithReact19 } from './lib/outside-render';

// Toasts and dialogs as the app shows them (main.tsx).
renderOutsideTreeWithReact19();
