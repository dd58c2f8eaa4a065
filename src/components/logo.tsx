/** The firm's mark and name, linking home. */
import { siteConfig } from '../content/site-config';
import { SiteLink } from './site-link';

export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className} focusable="false">
      <rect width="40" height="40" rx="10" fill="#0f7f76" />
      <path d="M9 29 L20 9 L31 29" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M14.5 23 H25.5" stroke="#e0b85a" strokeWidth="3.4" strokeLinecap="round" />
    </svg>
  );
}

/** Text colours of the name and of its second line: on a dark surface, on a light one, or the header's current ones. */
const TONES = {
  light: ['text-white', 'text-white/75'],
  dark: ['text-navy-900', 'text-muted'],
  header: ['text-(--header-fg)', 'text-(--header-fg-soft)'],
} as const;

export function Logo({ tone = 'light', onNavigate }: { tone?: keyof typeof TONES; onNavigate?: () => void }) {
  const [nameColour, lineColour] = TONES[tone];
  // The accessible name starts with the visible words, space included, so speech input ("click Ascend
  // Strategy Consulting") finds the link: the space between the two lines is real text.
  return (
    <SiteLink
      to="/"
      exact
      onClick={onNavigate}
      aria-label={`${siteConfig.brandName}, home`}
      className={`inline-flex items-center gap-2.5 rounded-md font-semibold tracking-tight ${nameColour}`}
    >
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className="text-lg">{siteConfig.shortName}</span>{' '}
        <span className={`text-xs/none tracking-[0.14em] uppercase ${lineColour}`}>Strategy Consulting</span>
      </span>
    </SiteLink>
  );
}
