/** Registers /sw.js once the window has loaded; a failed registration is ignored (SPEC section 2). */
import { SERVICE_WORKER_PATH } from './lib/spec-constants';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
