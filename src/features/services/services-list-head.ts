/** The head of /services: its fixed-page metadata plus the portfolio as an ItemList. */
import { staticPages } from '../../content/static-pages';
import { jsonLdTag } from '../../seo/page-head';
import { staticPageHead } from '../../seo/static-page-head';
import { serviceListJsonLd } from './service-json-ld';
import { staticServicePages } from './static-service-pages';

/** The head of /services: its fixed-page metadata plus the portfolio as an ItemList. */
export function servicesListHead() {
  const head = staticPageHead(staticPages.services);
  return { ...head, meta: [...head.meta, jsonLdTag(serviceListJsonLd(staticServicePages(), staticPages.services.path))] };
}
