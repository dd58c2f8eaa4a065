/**
 * Global setup of the backend-backed e2e suite: starts a loopback lead sink and the local backend
 * on a fixed port with its lead channels pointed at the sink, builds the
 * site against it (VITE_SUPABASE_* are read at build time) unless the build in SITE_BUILD_ROOT was
 * made against it from the current sources (by an earlier run of this suite), and
 * serves that build. Playwright starts a config's webServer before globalSetup, so the server is
 * started here too. Returns the teardown.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startLeadSink } from '../../scripts/local-backend/lead-sink.mjs';
import { buildSiteAgainst, builtAgainst } from '../../scripts/soak/site-build.mjs';
import { BACKEND_JWT_SECRET, BACKEND_PORT, REPO_ROOT, SITE_BUILD_ROOT, SITE_PORT, publishDatabaseUrl, publishSinkUrl } from './support/backend-env';

interface SiteServer {
  url: string;
  close(): Promise<void>;
}

interface ServeModule {
  startServer(options: { root: string; port: number; host?: string }): Promise<SiteServer>;
}

async function startSite(): Promise<SiteServer> {
  const serve = (await import(pathToFileURL(join(REPO_ROOT, 'scripts/serve.mjs')).href)) as ServeModule;
  return serve.startServer({ root: SITE_BUILD_ROOT, port: SITE_PORT });
}

/** Starts backend, build and server; the returned function stops the server and the backend. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const sink = await startLeadSink();
  // No Gemini key: the chat must answer from its local fallback. Every visitor of the suite
  // comes from one loopback address: past the default budget of 10 leads a minute, a lead would be held.
  const env = { ...sink.settings, GEMINI_API_KEY: '', LEAD_NOTIFICATION_BUDGET: '100000' };
  const backend = await startLocalBackend({ port: BACKEND_PORT, jwtSecret: BACKEND_JWT_SECRET, env }).catch(async (error: unknown) => {
    await sink.stop();
    throw error;
  });
  let site: SiteServer | undefined;
  try {
    const reused = builtAgainst(backend, SITE_BUILD_ROOT);
    if (!reused) await buildSiteAgainst(backend, SITE_BUILD_ROOT);
    console.log(`backend-e2e: ${reused ? 'the site built against this backend from these sources is reused' : 'site built'}`);
    site = await startSite();
  } catch (error) {
    await backend.stop();
    await sink.stop();
    throw error;
  }
  publishDatabaseUrl(backend.dbUrl);
  publishSinkUrl(sink.url);
  console.log(`backend-e2e: backend ${backend.url}, site ${site.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return async () => {
    await site?.close();
    await backend.stop();
    await sink.stop();
  };
}
