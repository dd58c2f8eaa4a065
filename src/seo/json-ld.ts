/** schema.org builders (typed by schema-dts): the firm, the site and each page, linked by @id so every page points at one Organization. */
import type {
  BreadcrumbList,
  ContactPoint,
  ImageObject,
  OpeningHoursSpecification,
  ProfessionalServiceLeaf,
  Thing,
  WebPageLeaf,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, siteConfig } from '../content/site-config';
import { zonedDateTime } from '../lib/zoned-date';

/** Any schema.org node the site emits as a JSON-LD script. */
export type JsonLd = WithContext<Thing>;

/** The one Organization node every page references. */
export const ORGANIZATION_ID = `${siteConfig.siteUrl}/#organization`;
export const WEBSITE_ID = `${siteConfig.siteUrl}/#website`;
const LOGO_ID = `${siteConfig.siteUrl}/#logo`;

/** A reference to the firm's Organization node. */
export const organizationRef = { '@id': ORGANIZATION_ID } as const;

/** The @id of a page's WebPage node. */
export const webPageId = (path: string) => `${absoluteUrl(path)}#webpage`;

/** What the firm does, in the words buyers and answer engines use. */
const EXPERTISE = [
  'AI authority building',
  'Answer engine optimization',
  'Generative engine optimization',
  'Topical authority',
  'Technical SEO',
  'AI content operations',
  'Marketing automation',
  'Marketing analytics',
  'Lead generation',
];

function openingHours(): OpeningHoursSpecification {
  const { days, opens, closes } = siteConfig.openingHours;
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: [...days], opens, closes };
}

/** The firm's logo, as its Organization node and an Article's publisher show it. */
export function logoJsonLd(): ImageObject {
  const url = absoluteUrl('/icons/icon-512.png');
  return { '@type': 'ImageObject', '@id': LOGO_ID, url, contentUrl: url, width: '512', height: '512', caption: siteConfig.brandName };
}

function salesContact(): ContactPoint {
  const { email, phone } = siteConfig.contactInfo;
  return {
    '@type': 'ContactPoint',
    contactType: 'sales',
    telephone: phone,
    email,
    url: absoluteUrl('/contact'),
    availableLanguage: ['English'],
    hoursAvailable: openingHours(),
  };
}

/** The firm itself, present on every page: a ProfessionalService (an Organization with an office and hours). */
export function organizationJsonLd(): WithContext<ProfessionalServiceLeaf> {
  const { contactInfo } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ORGANIZATION_ID,
    name: siteConfig.brandName,
    alternateName: siteConfig.shortName,
    url: siteConfig.siteUrl,
    logo: logoJsonLd(),
    image: absoluteUrl('/images/social/default-og.jpg'),
    description: siteConfig.blurb,
    slogan: siteConfig.tagline,
    foundingDate: String(siteConfig.foundedYear),
    email: contactInfo.email,
    telephone: contactInfo.phone,
    address: { '@type': 'PostalAddress', ...siteConfig.postalAddress },
    contactPoint: [salesContact()],
    openingHoursSpecification: [openingHours()],
    knowsAbout: EXPERTISE,
    sameAs: siteConfig.socialLinks.map((s) => s.url),
  };
}

/** The site as a whole, published by the firm. */
export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: siteConfig.brandName,
    alternateName: siteConfig.shortName,
    url: `${siteConfig.siteUrl}/`,
    description: siteConfig.blurb,
    publisher: organizationRef,
    inLanguage: 'en-US',
  };
}

/** One crumb of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** A breadcrumb trail (Home first, the page last) as a BreadcrumbList. */
export function breadcrumbJsonLd(path: string, trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(path)}#breadcrumb`,
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The page types a WebPage node may take. */
export type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage';

/** One page of the site, with its breadcrumb trail and dates. */
export function webPageJsonLd(opts: {
  path: string;
  name: string;
  description: string;
  breadcrumb?: readonly Crumb[];
  type?: WebPageType;
  /** content dates (YYYY-MM-DD or zoned date-times) */
  datePublished?: string;
  dateModified?: string;
  /** absolute or site path of the page's main image */
  image?: string;
}): WithContext<WebPageLeaf> {
  const url = absoluteUrl(opts.path);
  // The subtypes share WebPage's properties; schema-dts types the node through its leaf.
  const page: WithContext<WebPageLeaf> = {
    '@context': 'https://schema.org',
    '@type': (opts.type ?? 'WebPage') as 'WebPage',
    '@id': webPageId(opts.path),
    url,
    name: opts.name,
    description: opts.description,
    isPartOf: { '@id': WEBSITE_ID },
    publisher: organizationRef,
    inLanguage: 'en-US',
  };
  if (opts.datePublished) page.datePublished = zonedDateTime(opts.datePublished);
  if (opts.dateModified) page.dateModified = zonedDateTime(opts.dateModified);
  if (opts.image) page.primaryImageOfPage = { '@type': 'ImageObject', url: absoluteUrl(opts.image) };
  if (opts.breadcrumb && opts.breadcrumb.length > 1) page.breadcrumb = breadcrumbJsonLd(opts.path, opts.breadcrumb);
  return page;
}
