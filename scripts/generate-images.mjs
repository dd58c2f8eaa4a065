/** Draws the site's images (social cards, insight heroes, service cards, icons) as SVG and renders the changed ones into public/. */
import { existsSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readArticles } from './images/articles.mjs';
import { readHubGuides } from './images/hub-guides.mjs';
import { outputHash, readManifest, writeManifest } from './images/manifest.mjs';
import { planJobs } from './images/plan.mjs';
import { renderJob } from './images/render.mjs';
import { loadServices } from './images/services.mjs';

async function runPool(tasks, size, worker) {
  const queue = [...tasks];
  const errors = [];
  const lanes = Array.from({ length: Math.min(size, queue.length) }, async () => {
    while (queue.length) {
      const task = queue.shift();
      try {
        await worker(task);
      } catch (error) {
        errors.push({ task, error });
      }
    }
  });
  await Promise.all(lanes);
  return errors;
}

// Only files this script wrote (they are in the last manifest) are ever deleted.
async function removeOrphans(root, previous, planned) {
  const orphans = Object.keys(previous).filter((file) => !planned.has(file));
  await Promise.all(orphans.map((file) => unlink(join(root, file)).catch(() => {})));
  return orphans;
}

/**
 * Renders every image whose SVG source or encoding changed since the last run (or whose file is missing)
 * and removes images of content that no longer exists. Returns [{ file, status: 'written' | 'kept' }],
 * file relative to `root`.
 */
export async function generateImages({ root = process.cwd(), log = console.log } = {}) {
  const started = performance.now();
  const manifest = await readManifest(root);
  const articles = await readArticles(root, log);
  const hubGuides = await readHubGuides(root, log);
  const { services, record } = await loadServices(root, manifest.services, log);
  const jobs = planJobs({ articles, services, hubGuides });

  const hashes = {};
  const results = [];
  const pending = [];
  for (const job of jobs) {
    const stale = [];
    for (const output of job.outputs) {
      hashes[output.file] = outputHash(job.svg, output);
      if (manifest.outputs[output.file] === hashes[output.file] && existsSync(join(root, output.file))) {
        results.push({ file: output.file, status: 'kept' });
      } else {
        stale.push(output);
      }
    }
    if (stale.length) pending.push({ job, stale });
  }
  const planned = new Set(Object.keys(hashes));

  const failures = await runPool(pending, availableParallelism(), ({ job, stale }) => renderJob(root, job, stale));
  const failed = new Set(failures.flatMap(({ task }) => task.stale.map((output) => output.file)));
  for (const output of pending.flatMap(({ stale }) => stale)) {
    // A failed output stays out of the manifest, so the next run tries it again.
    if (failed.has(output.file)) delete hashes[output.file];
    else results.push({ file: output.file, status: 'written' });
  }
  const removed = await removeOrphans(root, manifest.outputs, planned);
  await writeManifest(root, { outputs: hashes, services: record });

  const written = results.filter((result) => result.status === 'written').length;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  log(
    `generate-images: ${written} written, ${results.length - written} unchanged` +
      `${removed.length ? `, ${removed.length} removed` : ''} (${articles.length} articles, ${services.length} services, ${hubGuides.length} hub guides) in ${seconds}s`,
  );
  if (failures.length) {
    throw new AggregateError(
      failures.map(({ error }) => error),
      `generate-images: ${failed.size} image(s) failed to render: ${failures[0].error.message}`,
    );
  }
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  generateImages().catch((error) => {
    console.error(error);
    for (const cause of error.errors ?? []) console.error(cause);
    process.exitCode = 1;
  });
}
