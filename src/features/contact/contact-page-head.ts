/** The contact page's head: the static page's metadata with its WebPage node typed as a schema.org ContactPage. */
import { staticPages } from '../../content/static-pages';
import { staticPageHead } from '../../seo/static-page-head';

type JsonLdEntry = { 'script:ld+json': Record<string, unknown> };

function isJsonLd(tag: object): tag is JsonLdEntry {
  return 'script:ld+json' in tag;
}

/** staticPageHead(staticPages.contact), with '@type': 'ContactPage' on the page's own node. */
export function contactPageHead() {
  const head = staticPageHead(staticPages.contact);
  const meta = head.meta.map((tag) => {
    if (!isJsonLd(tag) || tag['script:ld+json']['@type'] !== 'WebPage') return tag;
    return { ...tag, 'script:ld+json': { ...tag['script:ld+json'], '@type': 'ContactPage' } };
  });
  return { ...head, meta };
}
