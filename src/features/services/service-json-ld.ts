/** schema.org nodes of the services pages: each service as a Service offered by the firm, its FAQs, and the portfolio list. */
import type { ServicePage } from '../../backend/service-page';
import { absoluteUrl, siteConfig } from '../../content/site-config';

const ORGANIZATION_ID = `${siteConfig.siteUrl}/#organization`;

/** Path of a service's page. */
export const servicePath = (slug: string): string => `/services/${slug}`;

const serviceId = (slug: string): string => `${absoluteUrl(servicePath(slug))}#service`;

/** The service as a schema.org Service whose provider is the firm's Organization node. */
export function serviceJsonLd(service: ServicePage): Record<string, unknown> {
  const url = absoluteUrl(servicePath(service.slug));
  const node: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': serviceId(service.slug),
    name: service.title,
    serviceType: service.title,
    description: service.subtitle,
    url,
    mainEntityOfPage: { '@id': `${url}#webpage` },
    provider: { '@id': ORGANIZATION_ID },
    brand: { '@id': ORGANIZATION_ID },
  };
  if (service.socialShareImage) node.image = absoluteUrl(service.socialShareImage.url);
  if (service.relatedServiceSlugs.length > 0) {
    node.isRelatedTo = service.relatedServiceSlugs.map((slug) => ({ '@id': serviceId(slug) }));
  }
  return node;
}

/** The service's questions and answers as a FAQPage, or null when it has none. */
export function faqPageJsonLd(service: ServicePage): Record<string, unknown> | null {
  if (service.aeoFaqSection.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(servicePath(service.slug))}#faq`,
    mainEntity: service.aeoFaqSection.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** The portfolio on /services as an ItemList of the same Service nodes the detail pages describe. */
export function serviceListJsonLd(services: readonly ServicePage[], listPath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${absoluteUrl(listPath)}#service-portfolio`,
    name: 'Service Portfolio',
    numberOfItems: services.length,
    itemListElement: services.map((service, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Service',
        '@id': serviceId(service.slug),
        name: service.title,
        description: service.subtitle,
        url: absoluteUrl(servicePath(service.slug)),
        provider: { '@id': ORGANIZATION_ID },
      },
    })),
  };
}
