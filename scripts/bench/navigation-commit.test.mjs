import { describe, expect, it } from 'vitest';
import { commitTaskDurations, isCommitTask } from './navigation-commit.mjs';

const navigationStart = (pid, url) => ({ name: 'navigationStart', ph: 'R', pid, tid: 1, ts: 0, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } } });
const task = (pid, ts, dur) => ({ name: 'RunTask', ph: 'X', pid, tid: 1, ts, dur });
const commit = (pid, ts, dur) => ({ name: 'DocumentLoader::CommitNavigation', ph: 'X', pid, tid: 1, ts, dur });

describe('commitTaskDurations', () => {
  it("gives the recorded durations of the page's main-thread tasks that hold the navigation's commit", () => {
    const trace = {
      traceEvents: [
        navigationStart(7, ''),
        navigationStart(9, 'http://127.0.0.1:4174/contact'),
        task(9, 1000, 38900),
        commit(9, 1500, 32000),
        // A later, tiny commit on the same thread (a blank document Chrome commits in this renderer) counts too: it matches nothing long.
        task(9, 90000, 1200),
        commit(9, 90100, 400),
        // Parse and layout are the page's own.
        task(9, 50000, 24000),
        // Another renderer (the blank page Lighthouse starts from) is not the page.
        task(7, 1000, 50000),
        commit(7, 1100, 40000),
      ],
    };
    expect(commitTaskDurations(trace)).toEqual([38.9, 1.2]);
  });

  it('reads a trace without the navigation or without a commit as unknown', () => {
    expect(commitTaskDurations({ traceEvents: [task(9, 0, 40000), commit(9, 10, 30000)] })).toBeNull();
    expect(commitTaskDurations([])).toBeNull();
    expect(commitTaskDurations([navigationStart(9, 'http://127.0.0.1:4174/'), task(9, 0, 40000)])).toBeNull();
  });
});

describe('isCommitTask', () => {
  it('matches a simulated duration to a recorded one times the slowdown, to rounding', () => {
    expect(isCommitTask({ duration: 104 }, [25.9], 4)).toBe(true);
    expect(isCommitTask({ duration: 106 }, [25.9], 4)).toBe(false);
    expect(isCommitTask({ duration: 52 }, [25.9], 2)).toBe(true);
  });
});
