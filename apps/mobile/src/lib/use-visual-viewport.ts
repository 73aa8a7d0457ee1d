import { useEffect, useState } from 'react';

/**
 * The part of the screen the on-screen keyboard leaves visible (top offset and height), following
 * `visualViewport` resizes and scrolls; null where the browser has no visualViewport (CSS then uses 100dvh).
 */
export function useVisualViewport(): { top: number; height: number } | null {
  const [box, setBox] = useState<{ top: number; height: number } | null>(null);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () => setBox({ top: vv.offsetTop, height: vv.height });
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, []);
  return box;
}
