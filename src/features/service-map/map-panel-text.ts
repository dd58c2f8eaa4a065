/**
 * The map panel's longer texts (a service's pain point and our solution) come from the full catalogue,
 * which the home page does not load up front: it loads when a visitor first reaches for the map (pointer,
 * touch or focus on it) and is precached by the service worker like every chunk, so it opens offline too.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** What the panel shows below a service's title. */
export interface PanelText {
  businessPainPoint: string;
  ascSolution: string;
}

let texts: ReadonlyMap<string, PanelText> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the texts once; a load that failed (offline before the worker installed) is tried again next time. */
export function loadPanelTexts(): Promise<void> {
  loading ??= import('../../content/services/service-catalogue').then(
    ({ serviceCatalogue }) => {
      texts = new Map(serviceCatalogue.map((s) => [s.slug, { businessPainPoint: s.businessPainPoint, ascSolution: s.ascSolution }]));
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The panel text of `slug`, or undefined until the catalogue has loaded (the panel starts the load itself too). */
export function usePanelText(slug: string): PanelText | undefined {
  const loaded = useSyncExternalStore(
    subscribe,
    () => texts,
    () => undefined,
  );
  useEffect(() => {
    void loadPanelTexts();
  }, []);
  return loaded?.get(slug);
}
