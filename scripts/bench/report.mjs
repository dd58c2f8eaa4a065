/** Medians of the runs and the tables the bench prints. */

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const METRICS = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'jsBytes', 'totalBytes'];

/** Per-metric medians of several runs' figures. */
export function medians(runs) {
  const out = {};
  for (const metric of METRICS) out[metric] = median(runs.map((r) => r[metric]));
  out.renderBlocking = median(runs.map((r) => r.renderBlocking.length));
  out.scriptBlocking = median(runs.map((r) => r.longTasks.script));
  out.documentBlocking = median(runs.map((r) => r.longTasks.document));
  // Only when every run could name its commit: otherwise the columns would describe different runs.
  out.commitBlocking = runs.every((r) => r.longTasks.commit != null) ? median(runs.map((r) => r.longTasks.commit)) : null;
  return out;
}

const seconds = (ms) => (ms == null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms == null ? '-' : `${Math.round(ms)} ms`);
const kB = (bytes) => (bytes == null ? '-' : (bytes / 1000).toFixed(1));

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The Lighthouse table: site and script-free twin side by side, medians of the runs. */
export function lighthouseTable(pages) {
  const header = ['page', 'variant', 'perf', 'FCP', 'LCP', 'TBT', 'long tasks: script / document / commit', 'CLS', 'SI', 'JS kB', 'total kB', 'LCP / twin'];
  const rows = [];
  for (const page of pages) {
    for (const [variant, m] of [['site', page.site], ['script-free', page.twin]]) {
      rows.push([
        variant === 'site' ? page.path : '',
        variant,
        m.performance == null ? '-' : m.performance.toFixed(2),
        seconds(m.fcp),
        seconds(m.lcp),
        millis(m.tbt),
        `${millis(m.scriptBlocking)} / ${millis(m.documentBlocking)} / ${millis(m.commitBlocking)}`,
        m.cls == null ? '-' : m.cls.toFixed(3),
        seconds(m.speedIndex),
        kB(m.jsBytes),
        kB(m.totalBytes),
        variant === 'site' ? page.lcpToTwin.toFixed(2) : '',
      ]);
    }
  }
  return table(header, rows);
}

/** The byte budget per page kind (worst page of each kind) and the precache. */
export function sizeTable(sizes) {
  const header = ['page kind', 'pages', 'JS before interactive (gzip kB)', 'inline CSS (gzip kB)', 'linked CSS (gzip kB)', 'render-blocking CSS (gzip kB)', 'HTML (gzip kB)', 'preloaded font (kB)'];
  const rows = Object.entries(sizes.kinds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, k]) => [kind, k.pages, kB(k.jsGzipMax), kB(k.inlineCssGzipMax), kB(k.linkedCssGzipMax), kB(k.renderBlockingCssGzipMax), kB(k.htmlGzipMax), kB(k.fontPreloadMax)]);
  const precache = Object.entries(sizes.precache.byType)
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .map(([type, t]) => `${type} ${t.entries} / ${kB(t.bytes)} kB${t.compressed ? ` gzip of ${kB(t.decodedBytes)} kB` : ''}`)
    .join(', ');
  const { entries, bytes, decodedBytes } = sizes.precache;
  return `${table(header, rows)}\nPrecache: ${entries} entries, ${kB(bytes)} kB stored, ${kB(decodedBytes)} kB served after inflating (${precache})`;
}

/** The offline sweep in one paragraph: median and the slowest pages (each page's median of its openings). */
export function offlineSummary(results) {
  const opens = results.map((r) => r.open);
  const slowest = [...results].sort((a, b) => b.open - a.open).slice(0, 3);
  return [
    `Offline: ${results.length} prerendered pages opened ${results[0]?.opens.length ?? 0} times each from the service worker (load event ended and first paint done); by each page's median, a median ${millis(median(opens))}, the slowest ${millis(slowest[0]?.open)}.`,
    `Slowest: ${slowest.map((r) => `${r.path} ${millis(r.open)} (load ${millis(r.load)}, FCP ${millis(r.fcp)}; openings ${r.opens.join(', ')} ms)`).join('; ')}`,
  ].join('\n');
}

/** Search's first open: each case's median and spread, and where its time went (medians). */
export function searchFirstOpenTable(cases) {
  const header = ['first open', 'median', 'openings', 'dialog shown', 'engine load', 'first query', 'from navigation'];
  const rows = cases.map((c) => [c.name, millis(c.open), `${c.opens.join(', ')} ms`, millis(c.dialog), millis(c.load), millis(c.firstQuery), millis(c.fromNavigation)]);
  const [first] = cases;
  return [
    `Search's first open at ${first?.rate}x CPU, "${first?.words}" typed the moment the field exists: from the tap (the dialog), from the page's hydration (/search?q=, ` +
      "where search starts) or from the chat's call for the site search (its answer without a model) to the first results painted. " +
      'Engine load: from the first call for the engine to an engine that answers, the downloads included.',
    table(header, rows),
  ].join('\n');
}

/** The target checks as a list with a mark each. */
export function checkList(checks) {
  return checks.map((c) => `${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`).join('\n');
}
