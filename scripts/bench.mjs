#!/usr/bin/env node
/**
 * `npm run bench`: builds if needed, serves the build and a script-free copy of the same pages on
 * free ports, runs Lighthouse (mobile) on both side by side, opens every prerendered page offline,
 * times search's first open at 4x CPU, checks the byte budget, prints medians and writes the full
 * result under bench-results/.
 * Exits 1 when a target or budget is missed, 2 when it cannot measure (no Chromium, bad arguments).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { runnableChromium } from './machine/chromium.mjs';
import { freePort } from './bench/free-port.mjs';
import { needsBuild } from './machine/build-freshness.mjs';
import { makeScriptFreeCopy } from './bench/script-free-copy.mjs';
import { LIGHTHOUSE, lighthouse } from './bench/lighthouse.mjs';
import { offlineSweep } from './bench/offline-sweep.mjs';
import { searchFirstOpen } from './bench/search-first-open.mjs';
import { checkList, lighthouseTable, medians, offlineSummary, searchFirstOpenTable, sizeTable } from './bench/report.mjs';
import { judge } from './bench/targets.mjs';
import { budgetViolations, measureBuild, prerenderedPages } from './size-budget.mjs';
import { startServer } from './serve.mjs';

// Where results go (git ignores bench-results/); tests point it at a temporary folder.
const RESULTS = process.env.BENCH_RESULTS ?? 'bench-results';

const DEFAULT_PAGES = [
  '/',
  '/services',
  '/services/seo-ppc-superpowers',
  '/insights/the-ai-authority-imperative-gartners-50-traffic-decline-prediction',
  '/contact',
];

const USAGE = `Usage: npm run bench -- [options]
  --root DIR          bench the existing build under DIR (its dist/ and dist-server/); no build
  --runs N            Lighthouse runs per page and variant, and offline openings per page (default 3)
  --pages a,b         pages to run Lighthouse on (default: ${DEFAULT_PAGES.join(', ')})
  --port N            preferred port (default BENCH_PORT or 4174); a taken port makes it pick another
  --skip-lighthouse   only the byte budget and the offline sweep
  --skip-offline      no offline sweep
  --skip-search       no timing of search's first open
  --search-runs N     openings of search per case (default 5)
Environment: CHROMIUM_PATH (else the tests' Chromium: scripts/machine/chromium.mjs), SITE_BUILD_ROOT (where npm run build writes),
  BENCH_RESULTS (results folder, default bench-results/).`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        root: { type: 'string' },
        runs: { type: 'string', default: '3' },
        pages: { type: 'string' },
        port: { type: 'string' },
        'skip-lighthouse': { type: 'boolean', default: false },
        'skip-offline': { type: 'boolean', default: false },
        'skip-search': { type: 'boolean', default: false },
        'search-runs': { type: 'string', default: '5' },
        help: { type: 'boolean', default: false },
      },
    });
    const runs = Number(values.runs);
    const searchRuns = Number(values['search-runs']);
    if (!Number.isInteger(searchRuns) || searchRuns < 1) throw new Error(`--search-runs must be a whole number of at least 1, not "${values['search-runs']}"`);
    const port = Number(values.port ?? process.env.BENCH_PORT ?? 4174);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, not "${values.port ?? process.env.BENCH_PORT}"`);
    return { ...values, runs, searchRuns, port, pages: values.pages ? values.pages.split(',').map((p) => p.trim()) : DEFAULT_PAGES };
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const opts = options();
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

let chromium;
try {
  // The browser before Debian's headless shell: Lighthouse measures in the browser's own headless mode.
  chromium = runnableChromium('The bench runs Lighthouse and the offline sweep in Chromium.', process.env, { prefer: 'browser' });
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const sourceRoot = process.cwd();
const buildRoot = resolve(opts.root ?? process.env.SITE_BUILD_ROOT ?? sourceRoot);
if (!opts.root && needsBuild(sourceRoot, buildRoot)) {
  console.log('Building the site (sources changed since the last build)...');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env: { ...process.env, SITE_BUILD_ROOT: buildRoot } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(buildRoot, 'dist', 'index.html'))) {
  console.error(`No build under ${buildRoot}: --root takes the folder holding dist/ and dist-server/ (run npm run build there first).`);
  process.exit(2);
}

const load = () => loadavg().map((l) => Number(l.toFixed(2)));
const started = new Date();
const result = { startedAt: started.toISOString(), buildRoot, chromium: chromium.version, lighthouse: LIGHTHOUSE, cpus: cpus().length, loadAtStart: load() };
console.log(`Benchmarking ${buildRoot} with ${chromium.version} (${chromium.path}); load average ${result.loadAtStart.join(' ')} on ${result.cpus} cores.`);

const sizes = measureBuild(buildRoot);
const sizeProblems = budgetViolations(sizes);
console.log(`\nByte budget (worst page of each kind):\n${sizeTable(sizes)}`);
if (sizeProblems.length) console.log(`Over budget:\n  ${sizeProblems.slice(0, 12).join('\n  ')}${sizeProblems.length > 12 ? `\n  ... and ${sizeProblems.length - 12} more` : ''}`);
result.sizes = sizes;
result.sizeProblems = sizeProblems;

const twin = await makeScriptFreeCopy(buildRoot);
const servers = [];
try {
  const sitePort = await freePort(opts.port);
  if (sitePort.taken) console.log(`Port ${opts.port} is taken; serving the site on ${sitePort.port} instead.`);
  const site = await startServer({ root: buildRoot, port: sitePort.port });
  servers.push(site);
  const twinPort = await freePort(sitePort.port + 1, { avoid: [sitePort.port] });
  const twinServer = await startServer({ root: twin.root, port: twinPort.port });
  servers.push(twinServer);
  console.log(`\nSite at ${site.url}, script-free twin at ${twinServer.url}`);

  if (!opts['skip-offline']) {
    const paths = prerenderedPages(resolve(buildRoot, 'dist'))
      .map((p) => p.path)
      .filter((p) => p !== '/404');
    result.offline = await offlineSweep(site.url, paths, { chromium: chromium.path, rounds: opts.runs });
    console.log(`\n${offlineSummary(result.offline)}`);
  }

  if (!opts['skip-search']) {
    result.searchFirstOpen = await searchFirstOpen(site.url, { chromium: chromium.path, rounds: opts.searchRuns });
    console.log(`\n${searchFirstOpenTable(result.searchFirstOpen)}`);
  }

  if (!opts['skip-lighthouse']) {
    const stamp = started.toISOString().replace(/[:.]/g, '-');
    const lhrDir = resolve(RESULTS, stamp);
    mkdirSync(lhrDir, { recursive: true });
    const runs = Object.fromEntries(opts.pages.map((p) => [p, { site: [], twin: [] }]));
    console.log(`\nLighthouse (${LIGHTHOUSE}, mobile, simulated throttling): ${opts.runs} runs of ${opts.pages.length} pages, site and twin alternating.`);
    for (let run = 1; run <= opts.runs; run += 1) {
      for (const path of opts.pages) {
        for (const [variant, server] of [['site', site], ['twin', twinServer]]) {
          const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}.${variant}.${run}.json`;
          const figures = await lighthouse(`${server.url}${path}`, { chromium: chromium.path, outputPath: join(lhrDir, name) });
          runs[path][variant].push(figures);
          console.log(`  run ${run} ${variant.padEnd(4)} ${path}: perf ${figures.performance?.toFixed(2)}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls?.toFixed(3)}`);
        }
      }
    }
    result.runs = runs;
    result.lhrDir = lhrDir;
    result.pages = opts.pages.map((path) => {
      const siteMedians = medians(runs[path].site);
      const twinMedians = medians(runs[path].twin);
      return { path, site: siteMedians, twin: twinMedians, lcpToTwin: siteMedians.lcp / twinMedians.lcp };
    });
    console.log(
      `\nMedians of ${opts.runs} runs (JS and total: bytes transferred during the whole load, Lighthouse's resource summary; long tasks: ` +
        `each task's time past 50 ms over the whole load, summed, for the site's scripts; for the document's parse, style, layout and paint, with the rendering of what scripts change; and for Chrome's navigation commit, which runs before the page is parsed and which no page change removes):\n${lighthouseTable(result.pages)}`,
    );
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
  twin.remove();
}

result.loadAtEnd = load();
result.checks = judge({ pages: result.pages, offline: result.offline, searchFirstOpen: result.searchFirstOpen, sizes, sizeProblems });
console.log(`\nTargets:\n${checkList(result.checks)}`);
console.log(`Load average at the end: ${result.loadAtEnd.join(' ')}.`);
mkdirSync(RESULTS, { recursive: true });
const file = join(RESULTS, `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(result, null, 2));
writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(result, null, 2));
console.log(`Full result: ${file}`);
process.exit(result.checks.every((c) => c.ok) ? 0 : 1);
