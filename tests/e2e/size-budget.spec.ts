import { expect, test } from '@playwright/test';
// @ts-expect-error: a plain ES module of the build scripts, shared with `npm run bench`
import { BUDGETS, budgetViolations, measureBuild } from '../../scripts/size-budget.mjs';

// Issue #11's byte budget, exact on the build under test (no browser needed). Lighthouse's scores
// are noisy, so they stay in `npm run bench`; bytes are not, so they gate here.
const root = process.env.SITE_BUILD_ROOT ?? process.cwd();

interface PageFigures {
  path: string;
  kind: string;
  jsGzip: number;
  renderBlockingCss: string[];
}
interface BuildFigures {
  pages: PageFigures[];
  precache: { bytes: number; entries: number };
}

const build: BuildFigures = measureBuild(root);
const over = (check: RegExp) => (budgetViolations(build) as string[]).filter((problem) => check.test(problem));

test('no page has a render-blocking stylesheet: the critical CSS is inlined, the full sheet loads after the first paint', () => {
  expect(build.pages.length).toBeGreaterThan(50);
  expect(over(/render-blocking/)).toEqual([]);
});

test('the JavaScript a page needs before it is interactive never grows past what this branch measured (gzip)', () => {
  // The target is 100 kB (next test). Until it is met, no change may add to the worst page.
  const CEILING = 172_000;
  const worst = Math.max(...build.pages.map((page) => page.jsGzip));
  expect(worst).toBeLessThanOrEqual(CEILING);
});

test(`every page kind sends at most ${BUDGETS.jsGzipPerPage / 1000} kB of JavaScript (gzip) before it is interactive`, () => {
  // Not met yet: React DOM 19 alone is ~75 kB gzip and the router ~30 kB, before any page code (see the branch report).
  test.fail();
  expect(over(/JavaScript/)).toEqual([]);
});

test(`the service worker precaches at most ${BUDGETS.precacheBytes / 1e6} MB`, () => {
  // Not met yet: each page carries its own inlined critical CSS (~35 kB raw) beside its markup (see the branch report).
  test.fail();
  expect(over(/precache/)).toEqual([]);
});
