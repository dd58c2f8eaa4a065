/**
 * Fixed header: transparent over a page's dark hero, opaque past SPEC's scroll threshold or with the menu open;
 * desktop nav and mobile menu. Its colours come from styles.css (.site-header), which also keeps it solid
 * whenever no dark hero is under it: a page loading, or any page that opens on a light surface.
 */
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { siteConfig } from '../../content/site-config';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/spec-constants';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useDismiss } from '../../lib/use-dismiss';
import { Logo } from '../logo';
import { ServicesDropdown } from './services-dropdown';

interface SiteHeaderProps {
  /** The site search's launcher, composed by the root route; it takes its colours from the header's (--header-fg). */
  search?: ReactNode;
}

export function SiteHeader({ search }: SiteHeaderProps = {}) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The menu is open on the page where it was opened; any navigation (back/forward too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const solid = scrolled || menuOpen;
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpenOn(null), []);
  useDismiss(menuOpen, closeMenu, headerRef, toggleRef);

  const linkClass =
    'inline-flex items-center rounded-md px-3 py-2 text-[0.95rem] font-medium text-(--header-fg) transition-colors hover:text-(--header-fg-hover)';

  return (
    <header
      ref={headerRef}
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
              <Link
                key={link.url}
                to={link.url}
                className={linkClass}
                activeOptions={{ exact: link.url === '/' }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {link.title}
              </Link>
            ),
          )}
          <Link to="/contact" className="btn-primary ml-3 min-h-10 px-4 py-2 text-[0.95rem]">
            Get Started
          </Link>
        </nav>

        <div className="flex items-center gap-1">
          {search}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-(--header-fg) lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="on-light border-t border-navy-100 bg-white lg:hidden">
        <ul className="container-page flex flex-col py-3">
          {siteConfig.primaryNavigation.map((link) => (
            <li key={link.url}>
              <Link
                to={link.url}
                onClick={closeMenu}
                activeOptions={{ exact: link.url === '/' }}
                activeProps={{ 'aria-current': 'page' }}
                className="block rounded-lg px-3 py-3 text-lg font-medium text-navy-900 hover:bg-navy-50"
              >
                {link.title}
              </Link>
            </li>
          ))}
          <li className="mt-2 pb-2">
            <Link to="/contact" onClick={closeMenu} className="btn-primary w-full">
              Get Started
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
