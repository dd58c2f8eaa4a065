/** The firm's mark and name, linking home. */
import { Link } from '@tanstack/react-router';
import { siteConfig } from '../content/site-config';

export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className} focusable="false">
      <rect width="40" height="40" rx="10" fill="#0f7f76" />
      <path d="M9 29 L20 9 L31 29" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M14.5 23 H25.5" stroke="#e0b85a" strokeWidth="3.4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = 'light', onNavigate }: { tone?: 'light' | 'dark'; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={`${siteConfig.brandName}, home`}
      className={`inline-flex items-center gap-2.5 rounded-md font-semibold tracking-tight ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}
    >
      <LogoMark className="h-9 w-9 shrink-0" />
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className="text-lg">{siteConfig.shortName}</span>
        <span className={`text-[0.7rem] font-medium tracking-[0.14em] uppercase ${tone === 'light' ? 'text-white/75' : 'text-muted'}`}>
          Strategy Consulting
        </span>
      </span>
    </Link>
  );
}
