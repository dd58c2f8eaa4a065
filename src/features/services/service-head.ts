/** Heads of the services pages: metadata, breadcrumb, and the Service, FAQPage and ItemList structured data. */
import type { ServicePage } from '../../backend/service-page';
import { siteConfig } from '../../content/site-config';
import { staticPages } from '../../content/static-pages';
import { jsonLdTag } from '../../seo/page-head';
import { standardPageHead } from '../../seo/standard-page-head';
import { staticPageHead } from '../../seo/static-page-head';
import { faqPageJsonLd, serviceJsonLd, serviceListJsonLd, servicePath } from './service-json-ld';
import { staticServicePage, staticServicePages } from './static-service-pages';

/** The head of /services: its fixed-page metadata plus the portfolio as an ItemList. */
export function servicesListHead() {
  const head = staticPageHead(staticPages.services);
  return { ...head, meta: [...head.meta, jsonLdTag(serviceListJsonLd(staticServicePages(), staticPages.services.path))] };
}

/** The head of a service's page: title, description, canonical, its 1200x630 social image, Service and FAQPage. */
export function serviceHead(service: ServicePage) {
  const path = servicePath(service.slug);
  const faq = faqPageJsonLd(service);
  return standardPageHead(
    {
      title: service.title,
      description: service.subtitle,
      path,
      keywords: [service.title, 'AI marketing services', 'AI authority building', siteConfig.brandName],
      image: service.socialShareImage?.url,
      imageAlt: service.socialShareImage?.alt,
      datePublished: service.publishedAt,
      dateModified: service.updatedAt,
      jsonLd: faq === null ? [serviceJsonLd(service)] : [serviceJsonLd(service), faq],
    },
    [
      { name: staticPages.services.label, path: staticPages.services.path },
      { name: service.title, path },
    ],
  );
}

/** The head of /services/{slug}: the catalogue service's, or none for a slug only the database knows. */
export function serviceRouteHead(slug: string) {
  const service = staticServicePage(slug);
  return service ? serviceHead(service) : {};
}
