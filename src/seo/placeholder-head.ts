/** Head of a "Coming Soon" placeholder: described, but kept out of search indexes. */
import type { Placeholder } from '../content/placeholders';
import { pageHead } from './page-head';

export function placeholderHead(placeholder: Placeholder, path: string) {
  return pageHead({ title: placeholder.title, description: `${placeholder.text}.`, path, noindex: true });
}
