/** SPEC call 8: copies the built-in service catalogue into service_pages. For operator scripts, never for pages. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceCatalogue } from '../content/services/service-catalogue';
import type { ServiceContent } from '../content/services/service-types';
import { contentToRow } from './service-page-mapper';

/** Inserts one row per service (catalogue order kept in created_at); false when the insert fails. */
export async function migrateStaticServices(
  client: SupabaseClient,
  services: readonly ServiceContent[] = serviceCatalogue,
): Promise<boolean> {
  try {
    const { error } = await client.from('service_pages').insert(services.map(contentToRow));
    return error === null;
  } catch {
    return false;
  }
}
