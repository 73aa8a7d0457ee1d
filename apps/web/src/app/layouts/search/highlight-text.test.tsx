import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { HighlightText } from './highlight-text';

describe('HighlightText', () => {
  it('marks the hit pieces', () => {
    const { container } = render(
      <HighlightText
        fallback="复方感冒灵颗粒"
        segments={[
          { text: '复方', hit: false },
          { text: '感冒灵', hit: true },
          { text: '颗粒', hit: false },
        ]}
      />,
    );
    expect(container.textContent).toBe('复方感冒灵颗粒');
    expect(container.querySelector('em')?.textContent).toBe('感冒灵');
  });

  it('renders markup as text, never as HTML', () => {
    const { container } = render(
      <HighlightText
        fallback=""
        segments={[
          { text: '<script>alert(1)</script>', hit: true },
          { text: '<img src=x onerror="alert(2)">', hit: false },
        ]}
      />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script><img src=x onerror="alert(2)">');
  });

  it('falls back to the plain name without segments', () => {
    const { container } = render(<HighlightText fallback="感冒灵颗粒" segments={[]} />);
    expect(container.textContent).toBe('感冒灵颗粒');
    expect(container.querySelector('em')).toBeNull();
  });
});
