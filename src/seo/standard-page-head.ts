/** The head of an ordinary page: its metadata plus a WebPage node with the breadcrumb trail and dates. */
import { pageHead, type PageMeta } from './page-head';
import { webPageJsonLd, type Crumb, type WebPageType } from './json-ld';

export type { Crumb };

/** What the WebPage node needs beyond the page's metadata. */
export interface PageNodeOptions {
  /** a more specific schema.org page type */
  schemaType?: WebPageType;
  /** content dates of the page (YYYY-MM-DD or zoned) */
  datePublished?: string;
  dateModified?: string;
}

export function standardPageHead(meta: PageMeta & PageNodeOptions, breadcrumb: Crumb[] = []) {
  const trail = meta.path === '/' ? [] : [{ name: 'Home', path: '/' }, ...breadcrumb];
  const { schemaType, datePublished, dateModified, ...pageMeta } = meta;
  return pageHead({
    ...pageMeta,
    jsonLd: [
      webPageJsonLd({
        path: meta.path,
        name: meta.title,
        description: meta.description,
        breadcrumb: trail,
        type: schemaType,
        datePublished,
        dateModified,
        image: meta.image,
      }),
      ...(meta.jsonLd ?? []),
    ],
  });
}
