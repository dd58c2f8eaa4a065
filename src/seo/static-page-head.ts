/** Head of a fixed page from its static-pages entry. */
import type { StaticPage } from '../content/static-pages';
import { standardPageHead, type Crumb } from './standard-page-head';

export function staticPageHead(page: StaticPage, parents: Crumb[] = []) {
  return standardPageHead(
    {
      title: page.metaTitle ?? (page.label === 'Home' || page.label === page.title ? page.title : `${page.label}: ${page.title}`),
      description: page.description,
      path: page.path,
      keywords: page.keywords,
      noindex: page.noindex,
    },
    [...parents, { name: page.label, path: page.path }],
  );
}
