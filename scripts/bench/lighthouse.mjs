/** One Lighthouse 12.8.2 run (mobile, default simulated throttling) through npx, and the figures the bench keeps. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS } from '../machine/chromium.mjs';
import { commitTaskDurations, isCommitTask } from './navigation-commit.mjs';
import { TARGETS } from './targets.mjs';

export const LIGHTHOUSE = 'lighthouse@12.8.2';

function run(command, args, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args[0]} ${args[1]} exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`))));
  });
}

const bytesOf = (items, type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;

// The site's scripts are all built into /assets/; Lighthouse names the script a long task ran, else the
// document's URL (parse, style, layout), "Unattributable" or its own evaluation script.
const SITE_SCRIPT = /^https?:\/\/[^/]+\/assets\/[^/?#]+\.js(?:[?#]|$)/;

/**
 * Lighthouse's long tasks (simulated durations) split by who ran them: the site's scripts; Chrome's
 * navigation commit (`commitDurations`, recorded in the run's trace: navigation-commit.mjs); or the
 * rest (the document's parse, style, layout and paint, which the script-free twin has too, plus the
 * rendering of whatever the scripts change). Each side's time past 50 ms per task, summed: where TBT
 * comes from, over the whole load rather than TBT's window.
 */
export function longTaskBlocking(lhr, commitDurations = null) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
  const past50 = (list) => Math.round(list.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
  const fromScript = tasks.filter((task) => SITE_SCRIPT.test(task.url ?? ''));
  const commit = tasks.filter((task) => !fromScript.includes(task) && isCommitTask(task, commitDurations ?? [], slowdown));
  const other = tasks.filter((task) => !fromScript.includes(task) && !commit.includes(task));
  return {
    script: past50(fromScript),
    scriptTasks: fromScript.filter((t) => t.duration > 50).length,
    // Without the run's trace the commit cannot be told apart: unknown, and counted with the document.
    commit: commitDurations ? past50(commit) : null,
    document: past50(other),
  };
}

/** The bench's figures from a Lighthouse result (LHR) and the durations of its navigation's commit tasks. */
export function figuresOf(lhr, commitDurations = null) {
  const audit = (id) => lhr.audits[id];
  const value = (id) => audit(id)?.numericValue ?? null;
  const summary = audit('resource-summary')?.details?.items ?? [];
  const blocking = audit('render-blocking-insight')?.details?.items ?? audit('render-blocking-resources')?.details?.items ?? [];
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  const shifts = audit('layout-shifts')?.details?.items ?? [];
  return {
    performance: lhr.categories.performance?.score ?? null,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    jsBytes: bytesOf(summary, 'script'),
    totalBytes: bytesOf(summary, 'total'),
    renderBlocking: blocking.map((i) => i.url).filter(Boolean),
    lcpElement,
    layoutShifts: shifts.map((s) => ({ score: s.score, node: s.node?.snippet ?? null })),
    longTasks: longTaskBlocking(lhr, commitDurations),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The files `--save-assets` writes beside a report: Lighthouse drops the report's extension and adds these. */
function assetFiles(outputPath) {
  const prefix = outputPath.replace(/\.\w{2,4}$/, '');
  return [`${prefix}-0.trace.json`, `${prefix}-0.devtoolslog.json`];
}

/** The commit task durations in a saved trace; null (shown as unknown) if Lighthouse saved none or it does not parse. */
function commitsIn(traceFile) {
  if (!existsSync(traceFile)) return null;
  try {
    return commitTaskDurations(JSON.parse(readFileSync(traceFile, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * A run's trace and DevTools log are tens of MB: deleted, except for a run over the TBT target (or one
 * that failed for good), whose two files are kept gzipped beside its report, to find out later what its
 * long tasks were (the trace opens, unpacked, in DevTools' Performance panel).
 */
function keepOrDropAssets(outputPath, keep) {
  for (const file of assetFiles(outputPath)) {
    if (!existsSync(file)) continue;
    if (keep) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
    rmSync(file);
  }
}

/** Runs Lighthouse on `url` as a new visitor (fresh profile), writes the LHR to `outputPath`, returns its figures. */
export async function lighthouse(url, { chromium, outputPath }) {
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    // The trace, read for the navigation's commit (keepOrDropAssets then deletes or packs it).
    '--save-assets',
  ];
  // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run measured
  // nothing, so it is repeated, at most twice; any other failure, or a third one, stops the bench.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run('npx', args, { ...process.env, CHROME_PATH: chromium });
      const figures = figuresOf(JSON.parse(readFileSync(outputPath, 'utf8')), commitsIn(assetFiles(outputPath)[0]));
      keepOrDropAssets(outputPath, figures.tbt > TARGETS.tbtMs);
      return figures;
    } catch (error) {
      const final = attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|recording the trace/.test(error.message);
      keepOrDropAssets(outputPath, final);
      if (final) throw error;
      console.warn(`  Lighthouse lost its trace of ${url} (attempt ${attempt}); running it again.`);
    }
  }
}
