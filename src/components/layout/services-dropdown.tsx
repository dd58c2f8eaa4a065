/** Desktop "Services" disclosure: opened and closed by click, Escape or a click outside. */
import { useCallback, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { siteConfig } from '../../content/site-config';
import { useDismiss } from '../../lib/use-dismiss';
import { earlyTap, useEarlyTap } from '../../lib/early-tap';
import { SiteLink } from '../site-link';

const EARLY_TAP_ID = 'services-menu';

export function ServicesDropdown({ linkClass }: { linkClass: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // A tap before hydration opens it then (open, not toggle: a tap during hydration reaches React too).
  const openMenu = useCallback(() => setOpen(true), []);
  useEarlyTap(EARLY_TAP_ID, openMenu);
  useDismiss(open, close, container, trigger);

  return (
    <div ref={container} className="relative flex items-center">
      <SiteLink to="/services" className={`${linkClass} pr-1`}>
        Services
      </SiteLink>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Services menu"
        onClick={() => setOpen((v) => !v)}
        {...earlyTap(EARLY_TAP_ID)}
        className={`${linkClass} px-1.5`}
      >
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="on-light absolute top-full left-1/2 mt-2 w-80 -translate-x-1/2 rounded-xl border border-navy-100 bg-white p-2 shadow-xl shadow-navy-900/10"
      >
        <ul>
          {siteConfig.servicesMenu.map((item) => (
            <li key={item.url}>
              <SiteLink
                to={item.url}
                onClick={close}
                className="block rounded-lg px-4 py-3 text-sm font-semibold text-navy-900 hover:bg-navy-50 hover:text-accent-700"
              >
                {item.title}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="mt-1 border-t border-navy-100 pt-1">
          <SiteLink to="/services" onClick={close} className="block rounded-lg px-4 py-3 text-sm font-semibold text-accent-700 hover:bg-navy-50">
            View all services
          </SiteLink>
        </div>
      </div>
    </div>
  );
}
