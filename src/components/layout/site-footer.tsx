/** Footer: firm blurb and contact details from site config, link columns, social links (one static region), newsletter slot, legal links. */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { siteConfig, type FooterLink } from '../../content/site-config';
import { Logo } from '../logo';
import { socialIcons } from './social-icons';
import { useCurrentYear } from '../../lib/use-current-year';
import { StaticHtml } from '../static-html';

function FooterAnchor({ link }: { link: FooterLink }) {
  const className = 'text-sm text-white/75 hover:text-white';
  if (link.external) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
        {link.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.url} className={className}>
      {link.title}
    </Link>
  );
}

/** Blurb, contact details, social links and the link columns: the same on every page. */
function FooterDirectory() {
  const { contactInfo } = siteConfig;
  return (
    <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
      <div>
        <Logo tone="light" />
        <p className="mt-5 max-w-sm text-sm leading-6 text-white/75">{siteConfig.blurb}</p>
        <ul className="mt-6 space-y-3 text-sm">
          <li>
            <a href={`mailto:${contactInfo.email}`} className="inline-flex items-center gap-3 text-white/85 hover:text-white">
              <Mail aria-hidden="true" className="h-4 w-4 text-accent-300" />
              {contactInfo.email}
            </a>
          </li>
          <li>
            <a href={`tel:${contactInfo.phoneHref}`} className="inline-flex items-center gap-3 text-white/85 hover:text-white">
              <Phone aria-hidden="true" className="h-4 w-4 text-accent-300" />
              {contactInfo.phone}
            </a>
          </li>
          <li className="flex items-start gap-3 text-white/85">
            <MapPin aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-accent-300" />
            <span>{contactInfo.address}</span>
          </li>
        </ul>
        <ul className="mt-6 flex gap-2" aria-label="Social media">
          {siteConfig.socialLinks.map((social) => {
            const Icon = socialIcons[social.title];
            return (
              <li key={social.title}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-white/8 text-white/80 hover:bg-white/15 hover:text-white"
                >
                  {Icon ? <Icon /> : null}
                  <span className="sr-only">{social.title} (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="grid gap-10 sm:grid-cols-2 xl:grid-cols-4">
        {siteConfig.footerColumns.map((column) => (
          <div key={column.category}>
            <h2 className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{column.category}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.url}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const year = useCurrentYear(__BUILD_YEAR__);
  return (
    <footer className="render-near-screen on-dark bg-navy-950 text-white">
      {/* Words and links only: rendered on the server, kept as HTML by the browser (no hydration, no JavaScript). */}
      <StaticHtml name="site-footer-directory">
        {import.meta.env.SSR && <FooterDirectory />}
      </StaticHtml>
      {newsletter ? (
        <div className="border-t border-white/10">
          <div className="container-page py-10">{newsletter}</div>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 pt-6 pb-24 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between xl:pb-6">
          <p>
            © {year} {siteConfig.brandName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/privacy" className="hover:text-white">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/sitemap" className="hover:text-white">
                Sitemap
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
