/**
 * One service's full copy, loaded on its own: a service page needs its own text, not the other twenty
 * (service-catalogue.ts holds them all for the pages that list every service, and checks each entry at build).
 */
import type { ServiceContent } from './service-types';

const catalogueFiles = import.meta.glob<ServiceContent>('./catalogue/*.ts', { import: 'service', query: '?service-page' });

/** The full copy of the catalogue service with this slug, or undefined when the catalogue has none. */
export async function loadServiceContent(slug: string): Promise<ServiceContent | undefined> {
  const load = catalogueFiles[`./catalogue/${slug}.ts`];
  // The query makes these copies modules of their own: sharing the catalogue's would split its chunk in 21.
  return load === undefined ? undefined : load();
}
