/** Heads of the fixed pages by key. */
import { staticPages } from '../content/static-pages';
import { staticPageHead } from './static-page-head';

export type StaticPageKey = keyof typeof staticPages;

/** The head of `staticPages[key]`, with the pages named in `parents` as breadcrumb ancestors. */
export function staticPageHeadFor(key: StaticPageKey, parents: StaticPageKey[] = []) {
  return staticPageHead(
    staticPages[key],
    parents.map((parent) => ({ name: staticPages[parent].label, path: staticPages[parent].path })),
  );
}
