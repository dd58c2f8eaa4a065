/**
 * Global setup of the backend-backed e2e suite: starts the local backend on a fixed port, builds the
 * site against it (VITE_SUPABASE_* are read at build time) and serves that build. Playwright starts a
 * config's webServer before globalSetup, so the server is started here too. Returns the teardown.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalBackend } from '../../scripts/local-backend/backend.mjs';
import { buildSiteAgainst, builtAgainst } from '../../scripts/soak/site-build.mjs';
import { BACKEND_PORT, REPO_ROOT, SITE_BUILD_ROOT, SITE_PORT, publishDatabaseUrl } from './support/backend-env';

interface SiteServer {
  url: string;
  close(): Promise<void>;
}

interface ServeModule {
  startServer(options: { root: string; port: number; host?: string }): Promise<SiteServer>;
}

// A fixed secret makes the anon key, and so the build's inputs, the same on every run.
const JWT_SECRET = 'backend-e2e-local-only-secret-0123456789abcdef';

async function startSite(): Promise<SiteServer> {
  const serve = (await import(pathToFileURL(join(REPO_ROOT, 'scripts/serve.mjs')).href)) as ServeModule;
  return serve.startServer({ root: SITE_BUILD_ROOT, port: SITE_PORT });
}

/** Starts backend, build and server; the returned function stops the server and the backend. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  // No Gemini key: the chat must answer from its local fallback (issue 6).
  const backend = await startLocalBackend({ port: BACKEND_PORT, jwtSecret: JWT_SECRET, env: { GEMINI_API_KEY: '' } });
  let site: SiteServer | undefined;
  try {
    // E2E_BACKEND_REUSE_BUILD=1 (local iteration only) skips the build when the last one used this backend.
    if (process.env.E2E_BACKEND_REUSE_BUILD !== '1' || !builtAgainst(backend, SITE_BUILD_ROOT)) await buildSiteAgainst(backend, SITE_BUILD_ROOT);
    site = await startSite();
  } catch (error) {
    await backend.stop();
    throw error;
  }
  publishDatabaseUrl(backend.dbUrl);
  console.log(`backend-e2e: backend ${backend.url}, site ${site.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    await site?.close();
    await backend.stop();
  };
}
