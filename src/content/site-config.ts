/** The one place for the firm's identity, navigation and contact details; every page reads it. */
import { serviceIdentity, servicePath, type ServiceSlug } from './services/service-directory';

export interface NavLink {
  title: string;
  url: string;
}

export interface FooterLink extends NavLink {
  external?: boolean;
}

export interface FooterColumn {
  category: string;
  links: FooterLink[];
}

/** The office address, field by field, for structured data. */
export interface PostalAddressParts {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

export interface ContactInfo {
  email: string;
  phone: string;
  /** E.164 form for tel: links */
  phoneHref: string;
  address: string;
  city: string;
}

/** A link to a service's page under the name the catalogue gives it. */
function serviceLink(slug: ServiceSlug): FooterLink {
  return { title: serviceIdentity(slug).title, url: servicePath(slug) };
}

const DEFAULT_SITE_URL = 'https://www.ascendauthority.com';

function readSiteUrl(): string {
  const fromEnv =
    typeof import.meta !== 'undefined' && import.meta.env ? import.meta.env.VITE_SITE_URL : undefined;
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export const siteConfig = {
  brandName: 'Ascend Strategy Consulting',
  shortName: 'Ascend',
  tagline: 'AI-Powered Authority Building',
  foundedYear: 2003,
  siteUrl: readSiteUrl(),
  blurb:
    'Since 2003 we have helped ambitious firms become the source that search and AI answer engines cite. ' +
    'Authority building, answer-engine and generative-engine optimization, content operations and automation, measured in pipeline.',
  primaryNavigation: [
    { title: 'Home', url: '/' },
    { title: 'Services', url: '/services' },
    { title: 'About', url: '/about' },
    { title: 'Authority Hub', url: '/authority-hub' },
    { title: 'Contact', url: '/contact' },
  ] satisfies NavLink[],
  servicesMenu: [
    serviceLink('technical-seo-architecture'),
    serviceLink('ai-content-creation'),
    serviceLink('answer-engine-optimization'),
    serviceLink('generative-engine-optimization'),
  ] satisfies NavLink[],
  footerColumns: [
    {
      category: 'Core Services',
      links: [
        serviceLink('answer-engine-optimization'),
        serviceLink('generative-engine-optimization'),
        serviceLink('technical-seo-architecture'),
        serviceLink('topical-authority-strategy'),
      ],
    },
    {
      category: 'Marketing Services',
      links: [
        serviceLink('ai-content-creation'),
        serviceLink('seo-ppc-superpowers'),
        serviceLink('omnichannel-nurturing'),
        serviceLink('outreach-partnerships'),
      ],
    },
    {
      category: 'Technology Solutions',
      links: [
        serviceLink('ai-marketing-automation'),
        serviceLink('real-time-analytics'),
        serviceLink('ai-websites-landing-pages'),
        { title: 'Schema.org Vocabulary', url: 'https://schema.org/docs/schemas.html', external: true },
      ],
    },
    {
      category: 'Strategic Services',
      links: [
        { title: 'Authority Hub', url: '/authority-hub' },
        { title: 'Insights', url: '/insights' },
        { title: 'Case Studies', url: '/case-studies' },
        { title: 'Research', url: '/research' },
        { title: 'CSR Initiatives', url: '/csr-initiatives' },
        {
          title: 'Google Search Essentials',
          url: 'https://developers.google.com/search/docs/essentials',
          external: true,
        },
      ],
    },
  ] satisfies FooterColumn[],
  contactInfo: {
    email: 'hello@ascendauthority.com',
    phone: '+1 (212) 555-0147',
    phoneHref: '+12125550147',
    address: '1250 Broadway, 36th Floor, New York, NY 10001',
    city: 'New York, NY',
  } satisfies ContactInfo,
  postalAddress: {
    streetAddress: '1250 Broadway, 36th Floor',
    addressLocality: 'New York',
    addressRegion: 'NY',
    postalCode: '10001',
    addressCountry: 'US',
  } satisfies PostalAddressParts,
  /** SPEC's hours, Monday to Friday 9AM-6PM EST, as schema.org opening hours (local time of the address) */
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  socialLinks: [
    { title: 'LinkedIn', url: 'https://www.linkedin.com/company/ascend-strategy-consulting' },
    { title: 'Twitter', url: 'https://twitter.com/ascendauthority' },
    { title: 'Facebook', url: 'https://www.facebook.com/ascendauthority' },
    { title: 'Instagram', url: 'https://www.instagram.com/ascendauthority' },
    { title: 'YouTube', url: 'https://www.youtube.com/@ascendauthority' },
  ] satisfies NavLink[],
} as const;

/** Absolute URL on the public site for a path. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return siteConfig.siteUrl + (path.startsWith('/') ? path : `/${path}`);
}
