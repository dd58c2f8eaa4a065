/** The head of an ordinary page: its metadata plus a WebPage node with the breadcrumb trail. */
import { pageHead, type PageMeta } from './page-head';
import { webPageJsonLd } from './json-ld';

export interface Crumb {
  name: string;
  path: string;
}

export function standardPageHead(meta: PageMeta, breadcrumb: Crumb[] = []) {
  const trail = meta.path === '/' ? [] : [{ name: 'Home', path: '/' }, ...breadcrumb];
  return pageHead({
    ...meta,
    jsonLd: [
      webPageJsonLd({ path: meta.path, name: meta.title, description: meta.description, breadcrumb: trail }),
      ...(meta.jsonLd ?? []),
    ],
  });
}
