import { useEffect, useState } from 'react';
import { CartButton } from './cart-button';
import { Logo } from './header-parts';
import { isSticky } from './layout-rules';
import { SearchBox } from './search-box';

/** Fixed search bar that appears once the page has scrolled past the header (205 px). */
export function StickySearchBar() {
  const [visible, setVisible] = useState(() => isSticky(window.scrollY));
  useEffect(() => {
    const onScroll = () => setVisible(isSticky(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <div className="sticky-search" data-testid="sticky-search">
      <div className="container sticky-search__inner">
        <Logo small />
        <SearchBox compact />
        <CartButton small />
      </div>
    </div>
  );
}
