import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/search/compile-hints-plugin.ts';
// @ts-expect-error: a plain ES module of the build scripts, shared with `npm run bench`
import { BUDGETS, budgetViolations, measureBuild } from '../../scripts/size-budget.mjs';

// The byte budget, exact on the build under test (no browser needed). Lighthouse's scores
// are noisy, so they stay in `npm run bench`; bytes are not, so they gate here.
const root = process.env.SITE_BUILD_ROOT ?? process.cwd();

interface PageFigures {
  path: string;
  kind: string;
  jsGzip: number;
  renderBlockingCss: string[];
  fontPreloads: string[];
  fontPreloadBytes: number;
}
interface BuildFigures {
  pages: PageFigures[];
  precache: { bytes: number; decodedBytes: number; entries: number };
}

const build: BuildFigures = measureBuild(root);
const over = (check: RegExp) => (budgetViolations(build) as string[]).filter((problem) => check.test(problem));

test('no page has a render-blocking stylesheet: each carries the rules it can use inline and links none', () => {
  expect(build.pages.length).toBeGreaterThan(50);
  expect(over(/render-blocking/)).toEqual([]);
});

// /contact fetches the outbox once the page is idle or the visitor starts typing, not with the page:
// loading it only on submit failed offline without a service worker (the chunk could not be fetched),
// and a lead must never be lost for bytes (contact-newsletter.spec.ts sends a message after the
// connection drops on a first visit).
// Measured per page kind (gzip bytes, plus 100 bytes for hash noise, rounded up to the next 500). History:
// after the outbox, islands and search work every kind was 129-180 kB; then home and /services render from the
// service summaries, and workbox-window and the chat's reply copy left the entry: every kind 3-29 kB
// lower; with search's button and route (~0.9 kB on every kind) these are the figures. The issue's
// target is 100 kB (next test); until it is met, no change may add to any kind without saying so here.
// Said: the mobile menu became a native popover, so it opens before the page hydrates (+75-85 bytes on
// every kind); the four kinds it pushed past their ceilings now have measured + 100, rounded up to 100.
// Said: a message or signup sent when the connection dropped before the page could fetch its outbox is
// kept in localStorage and handed to the outbox once it loads (src/outbox/page/keep-on-device.ts, which
// must ship with the forms: +240-390 bytes on every kind); every kind now has measured + 100-200,
// rounded up to 100.
// Said: a tap on the chat launcher, the search button or the Services menu before the page has hydrated
// is remembered by the page's inline start-up script and carried out once it has (src/lib/early-tap.ts:
// +231-251 bytes on every kind, the inline recorder included); every kind now has measured + 100, rounded up to 100.
// Said: hydration no longer loads the browser's time-zone and locale data (New York offsets by the US rule,
// long dates and name order written out: src/lib/zoned-date.ts, src/lib/format-date.ts), which took
// 100-370 ms of a throttled phone's main thread while a page hydrates, for +86-258 bytes on every kind;
// the insights topics remember a tap made before hydration (+0.1 kB there). Measured + 100, rounded up to 100.
// Said: the outbox (Dexie and the sync loop, 35 kB gzip) no longer loads on a first visit, only where the
// device may hold records (src/outbox/page/outbox-presence.ts, fetched when idle); asking costs +134-139 bytes
// on every kind, +230 on /outbox (the dynamic imports). Measured + 100, rounded up to 100.
// Lowered: the sections of home and /services around their interactive parts, and the footer's
// directory on every page, are server-rendered only (src/components/static-html.tsx): 0.29 kB (outbox)
// to 3.67 kB (home) less on every kind but /contact (+68 bytes: the regions' code, little to leave out
// there). Measured + 100, rounded up to 100.
// Said: long texts and the footer skip layout at load and are rendered once the page is idle, in short
// slices (src/lib/render-deferred-blocks.ts, started by the entry): +200-300 bytes on every kind, for half
// an article's layout work at load. Measured + 100, rounded up to 100.
// Said: a list of a page's sections that scrolls inside itself keeps the section being read in sight
// (src/lib/follow-section-mark.ts, fetched when idle; asking costs +47-61 bytes on every kind). Raised
// where that passed the ceiling, pillar and not found: measured + 100, rounded up to 100.
// Lowered: the article index (8 kB gzip) no longer loads where nothing on the client reads it
// (src/content/insights/article-index.ts is pure to the bundler): Markdown pages and pillar guides 8.1 kB
// less, the 404 page 2.0 kB less; and the service summaries (1.8 kB) likewise on those two kinds.
// Measured + 100, rounded up to 100.
// Said: the page's start-up script waits for the first contentful paint as well as load (and starts at
// load on a page that is not shown, 3 s after load at the latest): +234-244 bytes of inline script on
// every kind. Every kind's ceiling is now measured + 100, rounded up to 100.
// Lowered: islands pages (src/islands) load no client router; only the parts every page shares and the
// page's own islands hydrate: Markdown pages 134.8 -> 86.4 kB, pillar guides 134.1 -> 86.4, /about 145.9 ->
// 86.4, articles 142.1 -> 87.4 (the share button), / 146.3 -> 96.8 (the map), /services 149.5 -> 97.9 (the
// portfolio), /contact 140.3 -> 90.9 (the form and the signup), a service's page 152.9 -> 99.9 (the page is
// its island). Said: the router pages grow by 1.4-1.8 kB: the code both client entries load is a chunk of
// its own (one chunk, scripts/shared-chunk.ts; one file compresses better than two), the root renders the
// shared parts through island containers and SiteLink, and the chat remembers its open panel for the
// visit. 'not found' is lower: its largest, the articles' placeholder, is an islands page too.
// Measured + 100, rounded up to 100.
// Lowered: every page is an islands page (/insights, /search, /sitemap, /offline, /outbox and the not-found
// page too; the client router loads on none): insights 148.3 -> 98.6 kB (its filter and list), search 133.2 ->
// 90.5 (its form and results), sitemap 149.4 -> 86.0, offline 130.4 -> 87.4 (its way back), outbox 172.5 ->
// 87.9 (the live view, with Dexie, fetched once it has hydrated), not found 128.8 -> 86.0. And the islands
// entry no longer lists each page island's imports for preloading (the prerender preloads a page's own):
// 0.8 kB less on every kind. Then the router's client entry left the build (no page loaded it); with one
// entry, the modules a page's islands share fall into fewer chunks (a service page: 22 files -> 13):
// 0.25-1.76 kB less on every kind. Measured + 100, rounded up to 100.
// Said: React and React DOM are a chunk of their own, apart from the site's shared code, so that React
// DOM's module runs in a task of its own when hydration starts, not in the one long task that evaluated
// all of the page's code (scripts/shared-chunk.ts): two files compress a little worse than one, +0.4-0.6 kB
// on every kind. Measured + 100, rounded up to 100.
// Said: a form keeps what was typed before its island hydrated and carries out a Send pressed then
// (src/lib/early-submit.ts, its recorder in the inline start-up script, and lib/typed-into-controls.ts),
// a note for a form whose code could not be fetched, a chunk retried while online (lib/when-reachable.ts),
// and names refusing text-direction and tag characters (schema/submission.ts, shared with the functions):
// +0.5-0.7 kB on every kind, the footer's signup being on every page. Measured + 100, rounded up to 100.
// Said: a link to an FAQ item lands on it opened (src/lib/open-target-details.ts, run by the entry at start-up,
// not when idle, so the item is never seen closing then opening): +88-95 bytes on every kind; the FAQ items'
// anchors add ~60 more to a service's page, the chat turns' names ~25 more to /outbox. A build of the previous
// commit already measured 0.1-0.3 kB above most ceilings here (home 97,482, not found 87,327): each ceiling is
// now that build's figure plus this change, + 100, rounded up to 100.
// Said: the chat can send its conversation to the team, and /contact offers to attach it. The chat's form is
// fetched after its panel, once the visitor has written; the contact form and it share the
// contact's field words, check and labelled field (src/components/contact-*), now chunks of their own, and
// /contact asks whether the visit holds a conversation (its offer is fetched only then): /contact +1,072
// bytes, every other kind +41-57 (the names of the new chunks in the shared code's preload list), measured
// on two builds of the same commit with and without the change. Each ceiling raised by that, rounded up to 100.
// Said: the search button starts the dialog's chunk, the engine and the index on the press, and the dialog
// renders once its chunk is here rather than suspending (src/features/search/search-launcher.tsx): +36-48
// bytes on every kind; /search +0.19 kB (its island now downloads and parses the index's JSON itself),
// measured on two builds of one commit with and without the change. That build already measured 0.8-0.9 kB
// above these ceilings on most kinds (home 98,625, not found 88,489; a service 100,518, over the 100 kB
// budget), from changes not said here: the ceilings are left for those to say. (Those were the contact
// schema's chat checks, since moved out of every page's forms; with them gone every other kind is back under
// its ceiling, and /search, whose own growth this is, gets measured 94,349 + 100, rounded up to 100.)
// Said: islands are typed references (src/components/island.tsx, island-definition.ts): each island module
// exports its definition, the browser finds it by name among the module's exports, an island's children
// travel as HTML it keeps (island-root.tsx's slot), and each container carries its root's id prefix:
// +194-257 bytes on every kind (+195 on most, /contact +257 with two page islands), measured on two builds
// of one commit with and without the change. Each ceiling raised by that, rounded up to 100.
// Said: the search and the chat's relevance gate read a visitor's words through a lexicon of marketing
// synonyms (src/lib/query-expansion.ts, read by search-terms.ts's query options): /search, whose island
// searches as it hydrates, +1,985 bytes; every other kind within 4 bytes (the lexicon comes with the
// search's on-demand chunks), measured on two builds, of the commit before the change and of the change.
// The /search ceiling raised by that, rounded up to 100; that earlier build already measured 67 bytes over
// it (92,367), from a change not said here.
// Said: search's first open asks for the index at once (src/features/search/search-index-request.ts: the
// index's URL and its request, started by the search button's press, the chat's first local answer or
// /search's hydration, before the loader's chunk arrives) and answers the first query in the render that
// types it when the engine is ready first (site-search-on-demand.ts): +111-130 bytes on every kind, against
// the figures of dfa7207 (a service 99,696 -> 99,814); /search -366 (93,830: its island no longer carries
// the loader, which now comes with the engine on demand). Every kind stays under its ceiling.
// Lowered: /search to its measure + 100, rounded up to 100.
// Said: the index's request parses its JSON as it arrives (search-index-request.ts), while the page waits for
// search's code, and search's first-open chunks begin with V8's compile hint (scripts/search/compile-hints-plugin.ts):
// +37-50 bytes on every kind (a service 99,796 -> 99,843), /search +88 (its island's search chunks carry the
// hint line), measured on two builds of c48730f without and with the change. Every kind stays under its ceiling.
// Said: the search dialog asks search's worker (src/features/search/search-worker-start.ts), and the header's
// launcher starts that worker and loads the dialog's chunk on every page once the page is idle; the chat's
// engine no longer keeps a loaded copy for /search (loadedSiteSearch: each page load starts without one):
// +77-96 bytes on every kind (a service 99,844 -> 99,922; /search +88), measured on two builds of eccdb5f
// without and with the change. Each ceiling this puts a kind over raised by that, rounded up to 100: a
// service page is now 78 bytes under the 100 kB budget, no room for more on every page.
const CEILINGS: Record<string, number> = {
  home: 98_100,
  services: 98_800,
  outbox: 90_000,
  service: 100_000,
  sitemap: 87_900,
  insights: 99_400,
  about: 87_900,
  'markdown page': 87_900,
  pillar: 87_900,
  'not found': 87_900,
  article: 88_900,
  contact: 93_500,
  offline: 89_200,
  search: 94_100,
};

test('the JavaScript a page needs before it is interactive never grows past what was last measured for its kind (gzip)', () => {
  const kinds = new Set(build.pages.map((page) => page.kind));
  expect([...kinds].sort()).toEqual(Object.keys(CEILINGS).sort());
  const over = build.pages
    .filter((page) => page.jsGzip > CEILINGS[page.kind])
    .map((page) => `${page.path} (${page.kind}): ${page.jsGzip} > ${CEILINGS[page.kind]}`);
  expect(over).toEqual([]);
});

test(`every page kind sends at most ${BUDGETS.jsGzipPerPage / 1000} kB of JavaScript (gzip) before it is interactive`, () => {
  expect(over(/JavaScript/)).toEqual([]);
});

test(`the service worker precaches at most ${BUDGETS.precacheBytes / 1e6} MB (the bytes a device stores)`, () => {
  // Text files are stored as their .gz siblings and inflated by the worker (sw/compressed-precache.ts).
  expect(over(/precache/)).toEqual([]);
  expect(build.precache.bytes).toBeLessThan(build.precache.decodedBytes);
});

// Lowered: the preloaded web font is Inter cut to the characters of the site's copy, weights 400-700 and
// the features browsers apply by themselves (scripts/generate-font-faces.mjs): 48,256 -> 19,260 bytes.
// Measured + 100, rounded up to 100.
const FONT_PRELOAD_CEILING = 19_400;

test('every page preloads one web font file, and it never grows past what was last measured', () => {
  const wrong = build.pages
    .filter((page) => page.fontPreloads.length !== 1 || page.fontPreloadBytes > FONT_PRELOAD_CEILING)
    .map((page) => `${page.path}: ${page.fontPreloads.join(', ') || 'no font'} (${page.fontPreloadBytes} B)`);
  expect(wrong).toEqual([]);
});

// Search's first open runs nearly all of its chunks at once, so V8 compiles them whole as they stream in
// (scripts/search/compile-hints-plugin.ts); any other chunk compiled whole would cost the pages that load it.
test("search's first-open chunks, and no others, begin with V8's compile hint", () => {
  const assets = join(root, 'dist', 'assets');
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const hinted = chunks.filter((file) => readFileSync(join(assets, file), 'utf8').startsWith(COMPILE_HINT)).map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
  expect(hinted.sort()).toEqual(['load-site-search', 'search-dialog', 'search-terms', 'search-worker', 'site-search-page-island']);
});
