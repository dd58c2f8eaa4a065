/**
 * Writes the backend's copies of the site's words: supabase/seed.sql (every catalogue service)
 * and supabase/functions/_shared/catalogue-context.ts (the chatbot's grounding), both from
 * src/content (rows mapped by src/backend/service-page-mapper.ts). `--check` only compares and
 * exits 1 when a committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { loadSitePassages } from './search/load-passages.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SEED_PATH = 'supabase/seed.sql';
const CONTEXT_PATH = 'supabase/functions/_shared/catalogue-context.ts';
const PASSAGES_PATH = 'supabase/functions/_shared/site-passages.ts';
// The search's word handling and ranking, copied so the edge function retrieves exactly as the site search finds;
// the visitor's language, small talk and the extractive answer, so it answers as the chat does without a model.
const SEARCH_LIB_COPIES = Object.fromEntries(
  ['search-terms', 'query-expansion', 'search-ranking', 'visitor-language', 'small-talk', 'extractive-answer'].map((name) => [`src/lib/${name}.ts`, `supabase/functions/_shared/${name}.ts`]),
);

// docs/product/constants.md's fixed claims and promises; the site states them in prose only.
const HOURS = 'Monday to Friday 9AM-6PM EST';
const RESPONSE_PROMISE = 'Initial response within 24 hours; a comprehensive strategy within 48 hours.';
const CONSULTATION_SPOTS_PER_MONTH = 3;
// The count of services is the catalogue's, in the words the site's chat uses for its two parts.
const serviceCountClaim = (counts, names) =>
  `${counts.all} services: ${counts.static} ${names.static} and ${counts.database} ${names.database}`;
const claims = (foundedYear, counts, names) => [
  `Operating since ${foundedYear}: 20+ years of search and marketing experience`,
  'Over $2.8 billion in client revenue generated through our work',
  '350+ client projects delivered',
  serviceCountClaim(counts, names),
  `Only ${CONSULTATION_SPOTS_PER_MONTH} consultation spots are available each month`,
  'A $2,500 strategy session, free for qualifying businesses',
  'Clients typically see ROI within 60-90 days',
];

/**
 * The site's service catalogue, site config and row mapping (src/backend/service-page-mapper.ts,
 * the same one the site uses to read rows), loaded from their TypeScript sources.
 */
export async function loadSiteContent() {
  const options = { root: ROOT, configFile: false, logLevel: 'error' };
  const [{ module: catalogue }, { module: config }, { module: mapper }, { module: directory }] = await Promise.all([
    runnerImport('/src/content/services/service-catalogue.ts', options),
    runnerImport('/src/content/site-config.ts', options),
    runnerImport('/src/backend/service-page-mapper.ts', options),
    runnerImport('/src/content/services/service-directory.ts', options),
  ]);
  return {
    services: [...catalogue.serviceCatalogue],
    siteConfig: config.siteConfig,
    contentToRow: mapper.contentToRow,
    familyNames: directory.serviceFamilyNames,
  };
}

/** The 14 static-catalogue services in catalogue order, then the database-side ones: the site's list order. */
export function orderedServices(services) {
  return [...services.filter((s) => s.origin === 'static'), ...services.filter((s) => s.origin !== 'static')];
}

/** service_pages rows (docs/product/records.md's stored shape) in list order; created_at keeps that order. */
export function serviceRows(services, contentToRow) {
  return orderedServices(services).map((service, position) => contentToRow(service, position));
}

function checkCatalogue(services) {
  const slugs = new Set(services.map((s) => s.slug));
  if (slugs.size !== services.length) throw new Error('Duplicate slugs in the service catalogue');
  for (const service of services) {
    const unknown = service.relatedServices.filter((slug) => !slugs.has(slug));
    if (unknown.length > 0) throw new Error(`${service.slug} relates to unknown services: ${unknown.join(', ')}`);
  }
}

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const jsonLiteral = (value) => `${literal(JSON.stringify(value))}::jsonb`;
const JSON_COLUMNS = new Set(['key_features', 'benefits', 'how_it_works', 'aeo_faq_section', 'related_services']);

/** supabase/seed.sql: an idempotent upsert of every catalogue service. */
export function renderSeed(services, contentToRow) {
  checkCatalogue(services);
  const rows = serviceRows(services, contentToRow);
  const columns = Object.keys(rows[0]);
  const values = rows.map((row) => {
    const cells = columns.map((column) =>
      JSON_COLUMNS.has(column) ? jsonLiteral(row[column]) : column.endsWith('_at') ? `${literal(row[column])}::timestamptz` : literal(row[column]),
    );
    return `  (\n    ${cells.join(',\n    ')}\n  )`;
  });
  const updates = columns.filter((column) => column !== 'slug').map((column) => `  ${column} = excluded.${column}`);
  return [
    '-- Generated by scripts/generate-backend-content.mjs from src/content/services/service-catalogue.ts',
    '-- (rows mapped by contentToRow in src/backend/service-page-mapper.ts).',
    '-- Do not edit: change the catalogue, then run `node scripts/generate-backend-content.mjs`.',
    `-- ${rows.length} services: the static catalogue first, then the database-side services.`,
    `insert into public.service_pages (${columns.join(', ')})`,
    'values',
    `${values.join(',\n')}`,
    'on conflict (slug) do update set',
    `${updates.join(',\n')};`,
    '',
  ].join('\n');
}

/** supabase/functions/_shared/catalogue-context.ts: the firm's facts and a compact catalogue for the chatbot. */
export function renderCatalogueContext(services, siteConfig, familyNames) {
  checkCatalogue(services);
  const ordered = orderedServices(services);
  const coreCount = ordered.filter((s) => s.origin === 'static').length;
  const counts = { all: ordered.length, static: coreCount, database: ordered.length - coreCount };
  const facts = {
    brandName: siteConfig.brandName,
    email: siteConfig.contactInfo.email,
    phone: siteConfig.contactInfo.phone,
    address: siteConfig.contactInfo.address,
    hours: HOURS,
    responsePromise: RESPONSE_PROMISE,
    serviceCount: counts.all,
    coreServiceCount: coreCount,
    serviceFamilyNames: familyNames,
    consultationSpotsPerMonth: CONSULTATION_SPOTS_PER_MONTH,
    claims: claims(siteConfig.foundedYear, counts, familyNames),
  };
  const summaries = ordered.map((s) => ({ slug: s.slug, title: s.title, subtitle: s.subtitle, core: s.origin === 'static' }));
  return [
    '// Generated by scripts/generate-backend-content.mjs from src/content/site-config.ts and',
    '// src/content/services/service-catalogue.ts. Do not edit: run `node scripts/generate-backend-content.mjs`.',
    '',
    "/** The firm's identity, contact details and fixed claims (docs/product/constants.md), for the chatbot's grounding. */",
    `export const FIRM_FACTS = ${JSON.stringify(facts, null, 2)} as const;`,
    '',
    '/** One catalogue service as the chatbot lists it; `core` marks the static catalogue. */',
    'export interface ServiceSummary {',
    '  slug: string;',
    '  title: string;',
    '  subtitle: string;',
    '  core: boolean;',
    '}',
    '',
    '/** Every catalogue service in the order the site lists them. */',
    `export const SERVICE_SUMMARIES: readonly ServiceSummary[] = ${JSON.stringify(summaries, null, 2)};`,
    '',
  ].join('\n');
}

/** supabase/functions/_shared/site-passages.ts: every page's passages (scripts/search), for the chatbot's retrieval. */
export function renderSitePassages(passages) {
  const pages = [];
  const pageIndex = new Map();
  const rows = passages.map((p) => {
    if (!pageIndex.has(p.page)) pageIndex.set(p.page, pages.push({ path: p.page, title: p.title, kind: p.kind, keywords: p.keywords }) - 1);
    const anchor = p.url.includes('#') ? p.url.slice(p.url.indexOf('#') + 1) : '';
    return [pageIndex.get(p.page), anchor, p.heading, p.text];
  });
  return [
    '// Generated by scripts/generate-backend-content.mjs from src/content (scripts/search/collect-passages.ts:',
    '// the same passages as the site search). Do not edit: run `node scripts/generate-backend-content.mjs`.',
    "import type { IndexedPassage } from './search-ranking.ts';",
    '',
    '/** A page of the site, with its keywords for retrieval. */',
    'export interface SitePage {',
    '  path: string;',
    '  title: string;',
    '  kind: string;',
    '  keywords: string;',
    '}',
    '',
    '/** Every public page of the site. */',
    `export const SITE_PAGES: readonly SitePage[] = ${JSON.stringify(pages)};`,
    '',
    '/** Every section of every page: [page (index into SITE_PAGES), anchor, heading, text]. */',
    `export const SITE_PASSAGES: readonly IndexedPassage[] = ${JSON.stringify(rows).replaceAll('],[', '],\n[')};`,
    '',
  ].join('\n');
}

function copiedSearchLib(source) {
  const text = readFileSync(`${ROOT}${source}`, 'utf8').replace(/from '\.\/([a-z-]+)';/g, "from './$1.ts';");
  return `// Copied by scripts/generate-backend-content.mjs from ${source}. Do not edit: change the original.\n${text}`;
}

/** Every generated file, keyed by its path relative to the repository root. */
export async function generateBackendContent() {
  const [{ services, siteConfig, contentToRow, familyNames }, passages] = await Promise.all([loadSiteContent(), loadSitePassages(ROOT)]);
  return {
    [SEED_PATH]: renderSeed(services, contentToRow),
    [CONTEXT_PATH]: renderCatalogueContext(services, siteConfig, familyNames),
    [PASSAGES_PATH]: renderSitePassages(passages),
    ...Object.fromEntries(Object.entries(SEARCH_LIB_COPIES).map(([source, target]) => [target, copiedSearchLib(source)])),
  };
}

async function main() {
  const check = process.argv.includes('--check');
  const files = await generateBackendContent();
  const stale = [];
  for (const [path, content] of Object.entries(files)) {
    const absolute = `${ROOT}${path}`;
    let current = null;
    try {
      current = readFileSync(absolute, 'utf8');
    } catch {
      current = null;
    }
    if (current === content) continue;
    if (check) stale.push(path);
    else {
      writeFileSync(absolute, content);
      console.log(`wrote ${path}`);
    }
  }
  if (stale.length > 0) {
    console.error(`Out of date (run node scripts/generate-backend-content.mjs): ${stale.join(', ')}`);
    process.exitCode = 1;
  } else if (check) {
    console.log('Backend content is up to date.');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
