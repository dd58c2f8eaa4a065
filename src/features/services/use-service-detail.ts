/** docs/product/states.md "Service detail": loading, then loaded or a redirect to /services; content first, database refresh after hydration. */
import { useEffect, useState } from 'react';
import type { ServicePage } from '../../backend/service-page';
import type { ServiceError, ServiceResult } from '../../backend/services-repository';
import { backendTexts } from '../../backend/backend-texts';
import { servicesBackendAvailable } from './services-backend';

/** What the detail page shows. */
export type ServiceDetailState =
  | { status: 'loading' }
  | { status: 'loaded'; service: ServicePage }
  /** docs/product/texts.md: 'No service slug provided', 'Service not found', 'Failed to load service' all redirect to /services. */
  | { status: 'redirect'; error: ServiceError };

/** Reads one service by slug; null when there is nothing to ask (no backend, or on the server). */
export type ServiceLoader = () => ((slug: string) => Promise<ServiceResult>) | null;

/** The page's loader: the repository when a backend is configured, loaded (with the Supabase client) only then. */
export const pageServiceLoader: ServiceLoader = () =>
  servicesBackendAvailable() ? (slug) => import('../../backend/services-repository').then(({ getService }) => getService(slug)) : null;

const toState = (result: ServiceResult): ServiceDetailState =>
  result.ok ? { status: 'loaded', service: result.service } : { status: 'redirect', error: result.error };

const failed = (previous: ServiceDetailState): ServiceDetailState =>
  previous.status === 'loaded' ? previous : { status: 'redirect', error: backendTexts.failedToLoadService };

/**
 * The state of the service `slug`. `initial` (the built-in content, identical on server and client) shows at once;
 * without it the page loads. The loader then runs once per mount, in the browser.
 */
export function useServiceDetail(
  slug: string,
  initial: ServicePage | undefined,
  loader: ServiceLoader = pageServiceLoader,
): ServiceDetailState {
  const [state, setState] = useState<ServiceDetailState>(() =>
    initial === undefined ? { status: 'loading' } : { status: 'loaded', service: initial },
  );
  const hasInitial = initial !== undefined;
  // The loader of the first render is kept: a caller passing a new function each render must not refetch.
  const [mountLoader] = useState(() => loader);

  useEffect(() => {
    let active = true;
    const load = mountLoader();
    const pending: Promise<ServiceResult> | null =
      load !== null
        ? Promise.resolve().then(() => load(slug))
        : hasInitial
          ? null
          : Promise.resolve({ ok: false, error: backendTexts.serviceNotFound });
    pending?.then(
      (result) => active && setState(toState(result)),
      // The repository falls back to built-in content itself; a rejection keeps what is on screen.
      () => active && setState(failed),
    );
    return () => {
      active = false;
    };
  }, [slug, hasInitial, mountLoader]);

  return state;
}
