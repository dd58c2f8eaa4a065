/** schema.org nodes of the services pages: each service as a Service offered by the firm, its FAQs, and the portfolio list. */
import type { FAQPage, ItemList, Service, WithContext } from 'schema-dts';
import type { ServicePage } from '../../backend/service-page';
import { absoluteUrl } from '../../content/site-config';
import { organizationRef, webPageId } from '../../seo/json-ld';
import { faqPageJsonLd as questionsJsonLd } from '../../seo/article-json-ld';

/** Path of a service's page. */
export const servicePath = (slug: string): string => `/services/${slug}`;

const serviceId = (slug: string): string => `${absoluteUrl(servicePath(slug))}#service`;

/** The service as a schema.org Service whose provider is the firm's Organization node. */
export function serviceJsonLd(service: ServicePage): WithContext<Service> {
  const url = absoluteUrl(servicePath(service.slug));
  const node: WithContext<Service> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': serviceId(service.slug),
    name: service.title,
    serviceType: service.title,
    description: service.subtitle,
    url,
    mainEntityOfPage: { '@id': webPageId(servicePath(service.slug)) },
    provider: organizationRef,
    brand: organizationRef,
  };
  if (service.socialShareImage) node.image = absoluteUrl(service.socialShareImage.url);
  if (service.relatedServiceSlugs.length > 0) {
    node.isRelatedTo = service.relatedServiceSlugs.map((slug) => ({ '@type': 'Service', '@id': serviceId(slug) }));
  }
  return node;
}

/** The service's questions and answers as a FAQPage, or null when it has none. */
export function faqPageJsonLd(service: ServicePage): WithContext<FAQPage> | null {
  if (service.aeoFaqSection.length === 0) return null;
  return questionsJsonLd(servicePath(service.slug), service.aeoFaqSection);
}

/** The portfolio on /services as an ItemList of the same Service nodes the detail pages describe. */
export function serviceListJsonLd(services: readonly ServicePage[], listPath: string): WithContext<ItemList> {
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
        provider: organizationRef,
      },
    })),
  };
}
