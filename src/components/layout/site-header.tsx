/**
 * Fixed header: transparent over a page's dark hero, opaque past SPEC's scroll threshold or with the menu open;
 * desktop nav and mobile menu. Its colours come from styles.css (.site-header), which also keeps it solid
 * whenever no dark hero is under it: a page loading, or any page that opens on a light surface.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { siteConfig } from '../../content/site-config';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/spec-constants';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Logo } from '../logo';
import { SiteLink, usePagePath } from '../site-link';
import { ServicesDropdown } from './services-dropdown';

interface SiteHeaderProps {
  /** The site search's launcher, composed by the root route; it takes its colours from the header's (--header-fg). */
  search?: ReactNode;
}

export function SiteHeader({ search }: SiteHeaderProps = {}) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const pathname = usePagePath();
  // The mobile menu is a native popover its button opens, so a tap works before the page has hydrated
  // (on slow Wi-Fi the links are on screen seconds before React is); the browser also closes it on
  // Escape or a tap elsewhere and gives focus back. The browser also tells assistive technology whether
  // the button's popover is expanded (aria-expanded beside popovertarget is invalid HTML); React mirrors
  // the state for the button's icon and name and the header's colours.
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = scrolled || menuOpen;
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => menuRef.current?.hidePopover?.(), []);
  // Opened before hydration: taken over as it is, not closed under the visitor's finger.
  useEffect(() => setMenuOpen(menuRef.current?.matches(':popover-open') === true), []);
  // Any navigation, back and forward too, closes it.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  const linkClass =
    'inline-flex items-center rounded-md px-3 py-2 text-sm font-semibold text-(--header-fg) transition-colors hover:text-(--header-fg-hover)';

  return (
    <header
      data-solid={solid ? 'true' : 'false'}
      className="site-header fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200"
    >
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Logo tone="header" onNavigate={closeMenu} />

        <nav aria-label="Primary" className="ml-auto hidden items-center gap-1 lg:flex">
          {siteConfig.primaryNavigation.map((link) =>
            link.url === '/services' ? (
              <ServicesDropdown key={link.url} linkClass={linkClass} />
            ) : (
              <SiteLink key={link.url} to={link.url} className={linkClass} exact={link.url === '/'}>
                {link.title}
              </SiteLink>
            ),
          )}
          <SiteLink to="/contact" className="btn-primary ml-3 min-h-10 px-4 py-2 text-sm">
            Get Started
          </SiteLink>
        </nav>

        <div className="flex items-center gap-1">
          {search}
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-(--header-fg) lg:hidden"
            aria-controls={menuId}
            popoverTarget={menuId}
          >
            {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>

      <nav
        ref={menuRef}
        id={menuId}
        aria-label="Mobile"
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        className="mobile-menu on-light lg:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {siteConfig.primaryNavigation.map((link) => (
            <li key={link.url}>
              <SiteLink
                to={link.url}
                onClick={closeMenu}
                exact={link.url === '/'}
                className="block rounded-lg px-3 py-3 text-lg font-semibold text-navy-900 hover:bg-navy-50"
              >
                {link.title}
              </SiteLink>
            </li>
          ))}
          <li className="mt-2 pb-2">
            <SiteLink to="/contact" onClick={closeMenu} className="btn-primary w-full">
              Get Started
            </SiteLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
