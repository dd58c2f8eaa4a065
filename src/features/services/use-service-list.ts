/** docs/product/states.md "Service list": loading, then loaded or error; content first, database refresh after hydration. */
import { useEffect, useState } from 'react';
import type { ServicePage } from '../../backend/service-page';
import { servicesBackendAvailable } from './services-backend';
import { isStaticServiceListItem, staticServiceListItems, type ServiceListItem } from './service-list-items';

/** What the portfolio grid shows. */
export type ServiceListState =
  | { status: 'loading' }
  | { status: 'loaded'; services: ServiceListItem[]; source: 'static' | 'database' }
  | { status: 'error' };

/** Where the list comes from. */
export interface ServiceListSource {
  /** The list the server and the first client render show (identical, so hydration matches); null when there is none yet. */
  initial(): ServiceListItem[] | null;
  /** The refresh run once after hydration (full database rows), or null when there is nothing to ask. */
  refresh(): Promise<ServicePage[]> | null;
}

/** The page's source: the built-in services (their summaries) at once, then the database list when a backend is configured. */
export const pageServiceListSource: ServiceListSource = {
  initial: staticServiceListItems,
  // The repository (and the Supabase client) loads only when a backend is configured.
  refresh: () => (servicesBackendAvailable() ? import('../../backend/services-repository').then(({ listServices }) => listServices()) : null),
};

function loaded(services: ServiceListItem[]): ServiceListState {
  return { status: 'loaded', services, source: services.every(isStaticServiceListItem) ? 'static' : 'database' };
}

function initialState(source: ServiceListSource): ServiceListState {
  try {
    const services = source.initial();
    return services === null ? { status: 'loading' } : loaded(services);
  } catch {
    return { status: 'error' };
  }
}

// A failed refresh never takes away a list already on screen (SPEC: an error yields the static list).
const failed = (previous: ServiceListState): ServiceListState => (previous.status === 'loaded' ? previous : { status: 'error' });

/** The list state of `source`; the refresh runs once per mount, in the browser only. */
export function useServiceList(source: ServiceListSource = pageServiceListSource): ServiceListState {
  // The source of the first render is kept: a caller passing a new object each render must not refetch.
  const [mountSource] = useState(source);
  const [state, setState] = useState(() => initialState(mountSource));

  useEffect(() => {
    let active = true;
    let pending: Promise<ServiceListItem[]> | null;
    try {
      pending = mountSource.refresh();
    } catch (error) {
      pending = Promise.reject(error);
    }
    // Nothing to ask: a list still loading can never arrive.
    (pending ?? Promise.reject(new Error('No service source'))).then(
      (services) => active && setState(services.length > 0 ? loaded(services) : failed),
      () => active && setState(failed),
    );
    return () => {
      active = false;
    };
  }, [mountSource]);

  return state;
}
