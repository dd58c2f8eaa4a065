import { describe, expect, it } from 'vitest';
import { longTaskBlocking } from './lighthouse.mjs';
import { lighthouseTable, medians } from './report.mjs';

const lhr = (tasks) => ({ audits: { 'long-tasks': { details: { items: tasks } } } });

describe('longTaskBlocking', () => {
  it("splits Lighthouse's long tasks into the site's scripts and the rest, each task counting its time past 50 ms", () => {
    const figures = longTaskBlocking(
      lhr([
        { url: 'http://127.0.0.1:4174/assets/react-CYN-3jt6.js', duration: 63, startTime: 2400 },
        { url: 'http://127.0.0.1:4174/assets/site-n4WuBZ7a.js', duration: 50, startTime: 2500 },
        { url: 'http://127.0.0.1:4174/contact', duration: 91, startTime: 990 },
        { url: 'Unattributable', duration: 132.4, startTime: 815 },
        { url: '_lighthouse-eval.js', duration: 55, startTime: 1300 },
        // A page under /assets/ is a document, not a script.
        { url: 'http://127.0.0.1:4174/assets/guide', duration: 60, startTime: 1400 },
      ]),
    );
    expect(figures).toEqual({ script: 13, scriptTasks: 1, document: 41 + 82 + 5 + 10 });
  });

  it('reads a result without long tasks as none', () => {
    expect(longTaskBlocking({ audits: {} })).toEqual({ script: 0, scriptTasks: 0, document: 0 });
  });
});

describe('the Lighthouse table', () => {
  it("shows each variant's median script and document blocking beside its TBT", () => {
    const run = (script, document) => ({ performance: 1, fcp: 800, lcp: 1350, tbt: 40, cls: 0, speedIndex: 800, jsBytes: 0, totalBytes: 1, renderBlocking: [], longTasks: { script, document } });
    const site = medians([run(10, 100), run(0, 60), run(28, 80)]);
    const twin = medians([run(0, 90), run(0, 70), run(0, 40)]);
    expect([site.scriptBlocking, site.documentBlocking, twin.documentBlocking]).toEqual([10, 80, 70]);
    const table = lighthouseTable([{ path: '/contact', site, twin, lcpToTwin: 1 }]);
    expect(table).toContain('long tasks: script / document');
    expect(table).toMatch(/\| \/contact +\| site +\|.*\| 40 ms +\| 10 ms \/ 80 ms +\|/);
    expect(table).toMatch(/\| +\| script-free +\|.*\| 0 ms \/ 70 ms +\|/);
  });
});
