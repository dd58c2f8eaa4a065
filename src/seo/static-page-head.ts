/** Head of a fixed page from its static-pages entry. */
import { pageUpdated } from '../content/content-date';
import type { StaticPage } from '../content/static-pages';
import { guideHead } from './guide-head';
import { standardPageHead, type Crumb } from './standard-page-head';

export function staticPageHead(page: StaticPage, parents: Crumb[] = []) {
  const title = page.metaTitle ?? (page.label === 'Home' || page.label === page.title ? page.title : `${page.label}: ${page.title}`);
  if (page.guide) {
    return guideHead({ ...page, metaTitle: title, updated: pageUpdated(page) }, parents, page.label);
  }
  return standardPageHead(
    {
      title,
      shortTitle: page.label,
      description: page.description,
      path: page.path,
      keywords: page.keywords,
      noindex: page.noindex,
      schemaType: page.schemaType,
      dateModified: pageUpdated(page),
    },
    [...parents, { name: page.label, path: page.path }],
  );
}
