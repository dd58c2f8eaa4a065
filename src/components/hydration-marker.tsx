/** Marks <html data-hydrated> once React owns the page: a hook for styles and for tests that must not act earlier. */
import { useEffect } from 'react';

export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
