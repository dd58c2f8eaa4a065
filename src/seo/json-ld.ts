/** schema.org builders: the structured data answer engines read. */
import { absoluteUrl, siteConfig } from '../content/site-config';

const ORG_ID = `${siteConfig.siteUrl}/#organization`;

/** The firm itself, present on every page. */
export function organizationJsonLd(): Record<string, unknown> {
  const { contactInfo } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ORG_ID,
    name: siteConfig.brandName,
    url: siteConfig.siteUrl,
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl('/images/social/default-og.jpg'),
    description: siteConfig.blurb,
    foundingDate: String(siteConfig.foundedYear),
    email: contactInfo.email,
    telephone: contactInfo.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: '1250 Broadway, 36th Floor',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10001',
      addressCountry: 'US',
    },
    openingHours: 'Mo-Fr 09:00-18:00',
    sameAs: siteConfig.socialLinks.map((s) => s.url),
  };
}

/** The site as a whole. */
export function websiteJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteConfig.siteUrl}/#website`,
    name: siteConfig.brandName,
    url: siteConfig.siteUrl,
    publisher: { '@id': ORG_ID },
    inLanguage: 'en-US',
  };
}

/** One page of the site, with its breadcrumb trail. */
export function webPageJsonLd(opts: {
  path: string;
  name: string;
  description: string;
  breadcrumb?: Array<{ name: string; path: string }>;
  type?: string;
}): Record<string, unknown> {
  const url = absoluteUrl(opts.path);
  const page: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': opts.type ?? 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: opts.name,
    description: opts.description,
    isPartOf: { '@id': `${siteConfig.siteUrl}/#website` },
    publisher: { '@id': ORG_ID },
    inLanguage: 'en-US',
  };
  if (opts.breadcrumb && opts.breadcrumb.length > 1) {
    page.breadcrumb = {
      '@type': 'BreadcrumbList',
      itemListElement: opts.breadcrumb.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    };
  }
  return page;
}
