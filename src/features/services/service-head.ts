/** The head of a service's page: metadata, breadcrumb, and the Service and FAQPage structured data. */
import type { ServicePage } from '../../backend/service-page';
import { siteConfig } from '../../content/site-config';
import { staticPages } from '../../content/static-pages';
import { standardPageHead } from '../../seo/standard-page-head';
import { faqPageJsonLd, serviceJsonLd, servicePath } from './service-json-ld';

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
