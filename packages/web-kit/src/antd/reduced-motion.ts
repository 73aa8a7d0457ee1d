/**
 * Whether the visitor's system asks for less motion (`prefers-reduced-motion: reduce`). Both front
 * ends then run antd without its opening and closing animations (theme token `motion`); the browser
 * tests ask for it too, so they do not wait out every modal's and dropdown's animation.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
