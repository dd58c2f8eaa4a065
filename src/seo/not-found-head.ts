/** Head of a URL without a page: SPEC's placeholder or 404 title and text, noindex, and no canonical URL. */
import type { Placeholder } from '../content/placeholders';
import { pageHead } from './page-head';

export function notFoundHead(placeholder: Placeholder | undefined) {
  // One document answers every such URL (the host's 404 files), so nothing here may depend on the slug.
  const { meta } = pageHead({
    title: placeholder?.title ?? '404 - Page Not Found',
    description: placeholder ? `${placeholder.text}.` : "The page you're looking for doesn't exist.",
    path: '/404',
    noindex: true,
  });
  return { meta };
}
