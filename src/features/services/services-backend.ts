/** Whether this page may ask the database for services: in the browser, with a backend configured. */
import { backendConfig, isServerRender } from '../../outbox/page/backend-config';

/** True in the browser when VITE_SUPABASE_* are set; the server and the first client render never ask. */
export function servicesBackendAvailable(): boolean {
  return !isServerRender() && backendConfig() !== null;
}
