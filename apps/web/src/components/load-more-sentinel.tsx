import { useEffect, useRef } from 'react';

/**
 * An empty line under a list that calls `onVisible` when it scrolls within `margin` of the screen,
 * so the next page is there before the buyer reaches the end.
 */
export function LoadMoreSentinel({
  onVisible,
  margin = '600px',
}: {
  onVisible: () => void;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return <div ref={ref} aria-hidden="true" data-testid="load-more" />;
}
