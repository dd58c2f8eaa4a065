/** Ports of the backend-backed e2e suite and what its global setup hands to the tests through the environment. */
import { fileURLToPath } from 'node:url';
import { projectKeys } from '../../../scripts/local-backend/jwt.mjs';

/** The repository, wherever the suite is started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The local backend's gateway (fixed: the site is built with this address). */
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_API_PORT ?? 54391);

/** The gateway's address, compiled into the site built for this suite. */
export const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;

/** A fixed secret makes the anon key, and so the build's inputs, the same on every run. */
export const BACKEND_JWT_SECRET = 'backend-e2e-local-only-secret-0123456789abcdef';

/**
 * The backend this suite's site is built against, known before it runs, so a build made against it
 * from the same sources is reused by the next run (and tests/e2e/rebuild.spec.ts rebuilds against it
 * for a build whose scripts, and so sw.js, differ).
 */
export function suiteBackendIdentity(): { url: string; anonKey: string; jwtSecret: string } {
  return { url: BACKEND_URL, anonKey: projectKeys(BACKEND_JWT_SECRET).anonKey, jwtSecret: BACKEND_JWT_SECRET };
}

/** The server of the site built against that backend. */
export const SITE_PORT = Number(process.env.E2E_BACKEND_SITE_PORT ?? 4390);

/** Where the site built against the local backend goes (inside the repo, for node_modules resolution). */
export const SITE_BUILD_ROOT = process.env.E2E_BACKEND_BUILD_ROOT ?? `${REPO_ROOT}.tmp/build-backend-e2e`;

const DB_URL_VARIABLE = 'E2E_BACKEND_DB_URL';
const SINK_URL_VARIABLE = 'E2E_BACKEND_SINK_URL';

/** Called by the global setup: workers start after it and inherit the variable. */
export function publishDatabaseUrl(dbUrl: string): void {
  process.env[DB_URL_VARIABLE] = dbUrl;
}

/** Called by the global setup with the address of the lead sink the functions deliver to. */
export function publishSinkUrl(url: string): void {
  process.env[SINK_URL_VARIABLE] = url;
}

/** The lead sink's address (scripts/local-backend/lead-sink.mjs: GET /received lists what arrived). */
export function sinkUrl(): string {
  const url = process.env[SINK_URL_VARIABLE];
  if (!url) throw new Error(`${SINK_URL_VARIABLE} is not set: run this suite with playwright.backend.config.ts`);
  return url;
}

/** The superuser connection string of the backend the global setup started. */
export function databaseUrl(): string {
  const url = process.env[DB_URL_VARIABLE];
  if (!url) throw new Error(`${DB_URL_VARIABLE} is not set: run this suite with playwright.backend.config.ts`);
  return url;
}
