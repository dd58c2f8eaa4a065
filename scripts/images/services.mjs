/** Loads the service catalogue (TypeScript, through Vite) only when its source files changed since the last run. */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

export const CATALOGUE_FILE = 'src/content/services/service-catalogue.ts';
const SERVICES_DIR = 'src/content/services';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

// Everything under src/content/services except tests, plus whatever else the catalogue imported last time.
async function sourceHash(root, dependencies) {
  const inside = (await listFiles(join(root, SERVICES_DIR))).filter((file) => !/\.test\.[cm]?[jt]sx?$/.test(file));
  const files = [...new Set([...inside, ...dependencies.map((file) => join(root, file))])].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(await readFile(file).catch(() => 'missing'));
  }
  return hash.digest('hex');
}

function toServices(catalogue) {
  if (!Array.isArray(catalogue)) throw new Error('it does not export a serviceCatalogue array');
  return catalogue
    .filter((service) => service && SLUG.test(service.slug) && typeof service.title === 'string')
    .map(({ slug, title, group }) => ({ slug, title, group: typeof group === 'string' ? group : undefined }));
}

/**
 * The catalogue's services as { slug, title, group }, and the record to keep in the manifest.
 * `previous` is that record from the last run: when the sources still hash the same, Vite is not started at all.
 */
export async function loadServices(root, previous, log) {
  const entry = join(root, CATALOGUE_FILE);
  if (!existsSync(entry)) {
    log(`generate-images: ${CATALOGUE_FILE} does not exist yet; skipping service images`);
    return { services: [], record: undefined };
  }
  if (previous && previous.hash === (await sourceHash(root, previous.dependencies ?? []))) {
    return { services: previous.services, record: previous };
  }
  try {
    const { runnerImport } = await import('vite');
    const { module, dependencies } = await runnerImport(entry, { root, configFile: false, logLevel: 'error' });
    const services = toServices(module.serviceCatalogue);
    const outside = dependencies
      .map((file) => relative(root, file).split(sep).join('/'))
      .filter((file) => !isAbsolute(file) && !file.startsWith('..') && !file.startsWith(`${SERVICES_DIR}/`) && !file.split(sep).includes('node_modules'));
    return { services, record: { hash: await sourceHash(root, outside), dependencies: outside, services } };
  } catch (error) {
    log(`generate-images: could not load ${CATALOGUE_FILE} (${error.message.split('\n')[0]}); keeping the previous service images`);
    return { services: previous?.services ?? [], record: previous };
  }
}
