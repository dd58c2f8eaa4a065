/** docs/product/states.md "Service data source": services from the database when it answers, else the built-in catalogue. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { findService, serviceCatalogue } from '../content/services/service-catalogue';
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import { backendTexts } from './backend-texts';
import type { ServicePage, ServicePageRow, ServiceSource } from './service-page';
import { contentToServicePage, relatedIndex, rowToServicePage } from './service-page-mapper';
import { getSupabaseClient } from './supabase-client';
import { timedQuery } from './timed-query';

/** docs/product/texts.md's service-detail errors. */
export type ServiceError =
  | typeof backendTexts.noServiceSlug
  | typeof backendTexts.serviceNotFound
  | typeof backendTexts.failedToLoadService;

/** A service and its source, or one of SPEC's errors (the page then redirects to /services). */
export type ServiceResult =
  | { ok: true; service: ServicePage; source: ServiceSource }
  | { ok: false; error: ServiceError };

/** The two reads pages make. */
export interface ServicesRepository {
  /** Database rows by created_at ascending; the static catalogue when there is no connection, an error or no rows. */
  listServices(): Promise<ServicePage[]>;
  /** One service by slug: the database row, else built-in content, else an error. */
  getService(slug: string | null | undefined): Promise<ServiceResult>;
}

const TABLE = 'service_pages';
// SPEC sets no time-out for reads; a list or detail query gets twice the probe's 5 s.
const QUERY_TIMEOUT_MS = 2 * CONNECTIVITY_PROBE_TIMEOUT_MS;

const staticServices = (): ServicePage[] => serviceCatalogue.map(contentToServicePage);

/** A repository over the client `getClient` returns (null: no backend); its connection check runs once. */
export function createServicesRepository(getClient: () => SupabaseClient | null = getSupabaseClient): ServicesRepository {
  let connection: Promise<SupabaseClient | null> | undefined;

  // docs/product/calls.md call 5. Resolves to the client when the database answered, null otherwise; never rejects.
  async function checkConnection(): Promise<SupabaseClient | null> {
    try {
      const client = getClient();
      if (client === null) return null;
      const { data, error } = await timedQuery(
        (signal) => client.from(TABLE).select('id').limit(1).abortSignal(signal),
        CONNECTIVITY_PROBE_TIMEOUT_MS,
      );
      return error === null && Array.isArray(data) ? client : null;
    } catch {
      return null;
    }
  }

  const connected = () => (connection ??= checkConnection());

  async function listServices(): Promise<ServicePage[]> {
    const client = await connected();
    if (client === null) return staticServices();
    try {
      const { data, error } = await timedQuery(
        (signal) => client.from(TABLE).select('*').order('created_at', { ascending: true }).abortSignal(signal),
        QUERY_TIMEOUT_MS,
      );
      if (error !== null || !Array.isArray(data) || data.length === 0) return staticServices();
      const rows = data as ServicePageRow[];
      const index = relatedIndex(rows);
      return rows.map((row) => rowToServicePage(row, index));
    } catch {
      return staticServices();
    }
  }

  // docs/product/calls.md call 7. 'found' with the row, 'absent' when the database has none, 'failed' when it did not answer.
  async function findRow(client: SupabaseClient, slug: string): Promise<ServiceResult | 'absent' | 'failed'> {
    try {
      const { data, error } = await timedQuery(
        (signal) => client.from(TABLE).select('*').eq('slug', slug).abortSignal(signal).maybeSingle(),
        QUERY_TIMEOUT_MS,
      );
      if (error !== null) return 'failed';
      if (data === null || typeof data !== 'object') return 'absent';
      return { ok: true, service: rowToServicePage(data as ServicePageRow), source: 'database' };
    } catch {
      return 'failed';
    }
  }

  async function getService(slug: string | null | undefined): Promise<ServiceResult> {
    const wanted = slug?.trim();
    if (!wanted) return { ok: false, error: backendTexts.noServiceSlug };
    const client = await connected();
    const fromDatabase = client === null ? 'absent' : await findRow(client, wanted);
    if (typeof fromDatabase === 'object') return fromDatabase;
    const content = findService(wanted);
    if (content !== undefined) return { ok: true, service: contentToServicePage(content), source: 'static' };
    // Not in the catalogue: "not found" only when the database could say so.
    return { ok: false, error: fromDatabase === 'failed' ? backendTexts.failedToLoadService : backendTexts.serviceNotFound };
  }

  return { listServices, getService };
}

let pageRepository = createServicesRepository();

/** The page's services, from the page-wide repository (one connection check per page load). */
export function listServices(): Promise<ServicePage[]> {
  return pageRepository.listServices();
}

/** One service by slug, from the page-wide repository. */
export function getService(slug: string | null | undefined): Promise<ServiceResult> {
  return pageRepository.getService(slug);
}

/** @internal Tests only: a fresh page-wide repository (the connection check runs again), optionally over another client. */
export function resetServicesRepository(getClient?: () => SupabaseClient | null): void {
  pageRepository = createServicesRepository(getClient);
}
