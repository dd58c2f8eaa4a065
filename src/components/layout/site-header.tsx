/** Fixed header: transparent over the hero, opaque past SPEC's scroll threshold; desktop nav and mobile menu. */
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
  /** The site search's launcher, composed by the root route; told whether the header is transparent over a dark hero. */
  search?: (onDark: boolean) => ReactNode;
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

  const linkClass = `inline-flex items-center rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${
    solid ? 'text-navy-900 hover:text-accent-700' : 'text-white/90 hover:text-white'
  }`;

  return (
    <header
      ref={headerRef}
      data-solid={solid ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        solid ? 'bg-white shadow-[0_1px_0_rgba(11,31,58,0.08),0_8px_24px_-12px_rgba(11,31,58,0.25)]' : 'on-dark bg-transparent'
      }`}
    >
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Logo tone={solid ? 'dark' : 'light'} onNavigate={closeMenu} />

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
          {search?.(!solid)}
          <button
            ref={toggleRef}
            type="button"
            className={`inline-flex h-11 w-11 items-center justify-center rounded-lg lg:hidden ${solid ? 'text-navy-900' : 'text-white'}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-t border-navy-100 bg-white lg:hidden">
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
