/** A local backend for one test file, with its database in the cluster the `backend` project's global setup started. */
import { inject } from 'vitest';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions, type SharedPostgres } from '../../scripts/local-backend/backend.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedPostgres: SharedPostgres;
  }
}

/** startLocalBackend on a free port, in the shared cluster; `stop()` drops its database. */
export function startTestBackend(options: Omit<LocalBackendOptions, 'port' | 'postgres'> = {}): Promise<LocalBackend> {
  return startLocalBackend({ ...options, port: 0, postgres: inject('sharedPostgres') });
}
