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
    // Without the run's trace, Chrome's navigation commit cannot be told apart from the document.
    expect(figures).toEqual({ script: 13, scriptTasks: 1, commit: null, document: 41 + 82 + 5 + 10 });
  });

  it("names apart the task that holds the navigation's commit: its simulated duration is 4x the recorded one", () => {
    const tasks = [
      { url: 'Unattributable', duration: 155.6, startTime: 770 },
      { url: 'Unattributable', duration: 96.4, startTime: 990 },
      { url: 'http://127.0.0.1:4174/contact', duration: 60, startTime: 1100 },
    ];
    expect(longTaskBlocking({ ...lhr(tasks), configSettings: { throttling: { cpuSlowdownMultiplier: 4 } } }, [38.9, 1.2])).toEqual({
      script: 0,
      scriptTasks: 0,
      commit: 106,
      document: 46 + 10,
    });
    // A commit of another length leaves every task with the document.
    expect(longTaskBlocking(lhr(tasks), [30]).commit).toBe(0);
  });

  it('reads a result without long tasks as none', () => {
    expect(longTaskBlocking({ audits: {} }, [])).toEqual({ script: 0, scriptTasks: 0, commit: 0, document: 0 });
  });
});

describe('the Lighthouse table', () => {
  it("shows each variant's median script and document blocking beside its TBT", () => {
    const run = (script, document, commit) => ({ performance: 1, fcp: 800, lcp: 1350, tbt: 40, cls: 0, speedIndex: 800, jsBytes: 0, totalBytes: 1, renderBlocking: [], longTasks: { script, document, commit } });
    const site = medians([run(10, 100, 0), run(0, 60, 106), run(28, 80, 39)]);
    const twin = medians([run(0, 90, null), run(0, 70, null), run(0, 40, null)]);
    expect([site.scriptBlocking, site.documentBlocking, site.commitBlocking, twin.documentBlocking, twin.commitBlocking]).toEqual([10, 80, 39, 70, null]);
    const table = lighthouseTable([{ path: '/contact', site, twin, lcpToTwin: 1 }]);
    expect(table).toContain('long tasks: script / document / commit');
    expect(table).toMatch(/\| \/contact +\| site +\|.*\| 40 ms +\| 10 ms \/ 80 ms \/ 39 ms +\|/);
    // Runs whose traces were not saved show the commit as unknown.
    expect(table).toMatch(/\| +\| script-free +\|.*\| 0 ms \/ 70 ms \/ - +\|/);
  });
});
