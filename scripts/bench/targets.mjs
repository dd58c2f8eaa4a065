/** The bench's targets (docs/performance.md), judged on the bench's medians; budgets in bytes live in scripts/size-budget.mjs. */
export const TARGETS = Object.freeze({
  performance: 0.99,
  lcpMs: 1500,
  lcpToTwin: 1.1,
  tbtMs: 50,
  cls: 0.01,
  offlineOpenMs: 300,
  searchFirstOpenMs: 300,
});

/** Each check as { name, ok, detail }. */
export function judge({ pages, offline, searchFirstOpen, sizes, sizeProblems }) {
  const checks = [];
  const check = (name, ok, detail) => checks.push({ name, ok, detail });
  for (const page of pages ?? []) {
    const m = page.site;
    check(`${page.path} performance >= ${TARGETS.performance}`, m.performance >= TARGETS.performance, m.performance.toFixed(2));
    check(`${page.path} LCP <= ${TARGETS.lcpMs} ms`, m.lcp <= TARGETS.lcpMs, `${Math.round(m.lcp)} ms`);
    check(`${page.path} LCP within 10% of its script-free twin`, page.lcpToTwin <= TARGETS.lcpToTwin, `ratio ${page.lcpToTwin.toFixed(2)}`);
    check(`${page.path} TBT <= ${TARGETS.tbtMs} ms`, m.tbt <= TARGETS.tbtMs, `${Math.round(m.tbt)} ms`);
    check(`${page.path} CLS <= ${TARGETS.cls}`, m.cls <= TARGETS.cls, m.cls.toFixed(3));
    check(`${page.path} no render-blocking resource (Lighthouse)`, m.renderBlocking === 0, `${m.renderBlocking} in the median run`);
  }
  if (offline) {
    const slowest = offline.reduce((a, b) => (b.open > a.open ? b : a));
    check(`every prerendered page opens offline in < ${TARGETS.offlineOpenMs} ms`, slowest.open < TARGETS.offlineOpenMs, `slowest ${slowest.path} ${Math.round(slowest.open)} ms`);
    const notFromWorker = offline.filter((r) => !r.fromServiceWorker || r.status !== 200);
    check('every prerendered page is served by the service worker offline', notFromWorker.length === 0, notFromWorker.map((r) => r.path).join(', ') || 'all');
  }
  for (const c of searchFirstOpen ?? []) {
    check(
      `${c.name}: first results within ${TARGETS.searchFirstOpenMs} ms of the tap at ${c.rate}x CPU (median)`,
      c.open <= TARGETS.searchFirstOpenMs,
      `${Math.round(c.open)} ms (openings ${c.opens.join(', ')} ms)`,
    );
  }
  if (sizes) {
    check('size budget (JS <= 100 kB gzip per page, no render-blocking CSS, precache <= 3 MB)', sizeProblems.length === 0, sizeProblems.length ? `${sizeProblems.length} breaches` : 'within budget');
  }
  return checks;
}
