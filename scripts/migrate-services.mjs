/**
 * Operator script (docs/product/calls.md, call 8): copies the site's service catalogue into a project's
 * service_pages table, inserting the services that are missing. Needs the service-role key,
 * which never reaches the browser:
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=... node scripts/migrate-services.mjs [--dry-run]
 */
import { createClient } from '@supabase/supabase-js';
import { pathToFileURL } from 'node:url';
import { loadSiteContent, serviceRows } from './generate-backend-content.mjs';

/** Why `key` cannot be a service-role key, or null when it may be one. */
export function serviceKeyProblem(key) {
  if (!key) return 'SUPABASE_SERVICE_ROLE_KEY is not set: this script needs the service-role key.';
  if (key.startsWith('sb_publishable_')) return 'SUPABASE_SERVICE_ROLE_KEY holds a publishable key, not the secret one.';
  const [, payload] = key.split('.');
  if (payload === undefined) return null;
  try {
    const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return role === 'service_role' ? null : `SUPABASE_SERVICE_ROLE_KEY holds a key for role "${role}", not service_role.`;
  } catch {
    return null;
  }
}

/** Inserts one service_pages row; false (after reporting why) when the insert fails. */
export async function insertServicePage(client, row) {
  const { error } = await client.from('service_pages').insert(row);
  if (error) {
    console.error(`  failed   ${row.slug}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    return false;
  }
  console.log(`  inserted ${row.slug}`);
  return true;
}

async function main() {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  const problem = url ? serviceKeyProblem(key) : 'SUPABASE_URL is not set.';
  if (problem) {
    console.error(`migrate-services: ${problem}`);
    process.exitCode = 2;
    return;
  }
  const dryRun = process.argv.includes('--dry-run');
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Realtime is never used here; a stub keeps Node 20 (no global WebSocket) happy.
    realtime: { transport: class {} },
  });

  const { services, contentToRow } = await loadSiteContent();
  const rows = serviceRows(services, contentToRow);
  const { data: existing, error } = await client.from('service_pages').select('slug');
  if (error) {
    console.error(`migrate-services: cannot read service_pages: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const present = new Set(existing.map((row) => row.slug));
  const missing = rows.filter((row) => !present.has(row.slug));
  console.log(`${rows.length} catalogue services, ${present.size} rows in service_pages, ${missing.length} to insert.`);
  if (dryRun) {
    for (const row of missing) console.log(`  would insert ${row.slug}`);
    return;
  }
  let failures = 0;
  for (const row of missing) {
    if (!(await insertServicePage(client, row))) failures += 1;
  }
  console.log(failures === 0 ? 'Done.' : `${failures} insert(s) failed.`);
  if (failures > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
