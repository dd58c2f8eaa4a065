// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerIsland } from '../components/island';
import { defineIsland, type IslandDefinition } from '../components/island-definition';
import { SiteNavigationProvider } from '../components/site-link';
import { shareButton } from '../features/insights/share-button-island';
import { hydrateIslands } from './hydrate-islands';
import { islandDefinition, pageIslandFiles, pageIslandSource, sharedIslands } from './site-islands';

const share = { label: 'Share this analysis', title: 'AEO & GEO: "the new" <search>', url: "https://example.com/insights/it's" };

/** What the server renders for a page at `pathname` with `islands` in it (the root route provides the page's path). */
const serverPage = (pathname: string, islands: ReactNode) => renderToString(<SiteNavigationProvider value={{ pathname }}>{islands}</SiteNavigationProvider>);
const everyIsland = (
  <>
    {sharedIslands.map((of) => (
      <ServerIsland key={of.name} of={of} />
    ))}
    <ServerIsland of={shareButton} props={share} />
  </>
);
const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

// jsdom has no workers, and the header's search launcher starts search's worker once the page is idle.
class IdleWorker {
  postMessage() {}
  addEventListener() {}
}
beforeEach(() => vi.stubGlobal('Worker', IdleWorker));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('Island on the server', () => {
  it('renders every island into its container, named, with its props as JSON whatever React escaped in them', () => {
    const doc = parse(serverPage('/privacy', everyIsland));
    // The update prompt and the rejection notice show nothing until the browser has something to say.
    for (const name of ['site-header', 'newsletter', 'chat']) expect(doc.querySelector(`[data-island="${name}"]`)?.innerHTML, name).not.toBe('');
    expect(doc.querySelector('[data-island="site-header"] header nav[aria-label="Primary"]')).not.toBeNull();
    expect(doc.querySelector('[data-island="newsletter"] form')).not.toBeNull();
    const shareContainer = doc.querySelector<HTMLElement>('[data-island="share-button"]')!;
    expect(shareContainer.querySelector('button')?.textContent).toBe(share.label);
    expect(JSON.parse(shareContainer.dataset.islandProps!)).toEqual(share);
    // Islands without props carry none.
    expect(doc.querySelector<HTMLElement>('[data-island="site-header"]')?.dataset.islandProps).toBeUndefined();
    // Each container has an id of its own, which keeps its root's ids apart from the others'.
    const ids = [...doc.querySelectorAll<HTMLElement>('[data-island]')].map((container) => container.dataset.islandId);
    expect(new Set(ids).size).toBe(sharedIslands.length + 1);
  });

  it('marks the current page in the header as the router would', () => {
    const at = (path: string) =>
      [...parse(serverPage(path, <ServerIsland of={sharedIslands[0]} />)).querySelectorAll('[aria-current="page"]')].map((link) => link.getAttribute('href'));
    expect(at('/privacy')).toEqual([]);
    expect(new Set(at('/services/analytics-reporting'))).toEqual(new Set(['/services']));
  });

  it("keeps an island's children, in the slot where the island shows them", () => {
    const doc = parse(serverPage('/', <ServerIsland of={card} props={{ title: 'Card' }}>{<p>Kept <em>as is</em></p>}</ServerIsland>));
    expect(doc.querySelector('[data-island="test-card"] section [data-island-slot] p')?.innerHTML).toBe('Kept <em>as is</em>');
  });

  it("names the chunks of the page's own islands for the build to preload, not the shared ones", () => {
    expect(pageIslandFiles(serverPage('/privacy', everyIsland))).toEqual(['src/features/insights/share-button-island.tsx']);
  });
});

describe('the islands of the site', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../features/*/*-island.tsx');

  it.each(Object.keys(modules))('%s exports one island, named after its file, which the browser finds by that name', async (file) => {
    const name = /([\w-]+)-island\.tsx$/.exec(file)![1];
    const exported = Object.values(await modules[file]());
    // One export: a definition (a name and a component) named after the file.
    expect(exported).toEqual([{ name, component: expect.any(Function) }]);
    expect(await islandDefinition(name)).toBe(exported[0]);
    expect(pageIslandSource(name)).toBe(file.replace(/^\.\.\//, 'src/'));
  });

  it('knows no island by a name none has', async () => {
    expect(await islandDefinition('carousel')).toBeUndefined();
  });
});

// An island with children, known only to these tests.
const card = defineIsland('test-card', function Card({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
      <button type="button">More</button>
    </section>
  );
});
const withCard = async (name: string): Promise<IslandDefinition<object> | undefined> => (name === card.name ? (card as IslandDefinition<object>) : islandDefinition(name));

describe('hydrateIslands', () => {
  /** Hydrates the islands the server rendered for `renderedAt` as the page at `shownAt`; returns what React reported. */
  async function hydrate(renderedAt: string, shownAt: string, islands: ReactNode = everyIsland) {
    document.body.innerHTML = parse(serverPage(renderedAt, islands)).body.innerHTML;
    const reported: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args.join(' ')));
    const onError = (event: ErrorEvent) => reported.push(event.message);
    window.addEventListener('error', onError);
    await new Promise<void>((resolve) => hydrateIslands(document, shownAt, resolve, withCard));
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.removeEventListener('error', onError);
    return reported;
  }

  it('hydrates every island of the prerendered page, the page’s own with its props, without a mismatch, then says so', async () => {
    expect(await hydrate('/privacy', '/privacy')).toEqual([]);
    // Hydrated: React answers the Services menu's button.
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Services menu"]')!;
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    // The share button is enabled once hydrated (it is disabled in the prerendered HTML).
    expect(document.querySelector<HTMLButtonElement>('[data-island="share-button"] button')?.disabled).toBe(false);
  });

  it('would report an island rendered for another page (the check above can fail)', async () => {
    expect((await hydrate('/services', '/privacy')).join('\n')).toMatch(/match/i);
  });

  it("hydrates an island with children and keeps the children's HTML as the server rendered it", async () => {
    const island = <ServerIsland of={card} props={{ title: 'Card' }}>{<p>Kept <em>as is</em></p>}</ServerIsland>;
    expect(await hydrate('/', '/', island)).toEqual([]);
    expect(document.querySelector('[data-island-slot]')?.innerHTML).toBe('<p>Kept <em>as is</em></p>');
    expect(Object.keys(document.querySelector('[data-island="test-card"] button')!).some((key) => key.startsWith('__reactProps'))).toBe(true);
  });

  it('starts each root in a task of its own, none in the task that calls it', async () => {
    const shared = sharedIslands.map((of) => <ServerIsland key={of.name} of={of} />);
    document.body.innerHTML = parse(serverPage('/privacy', shared)).body.innerHTML;
    // React marks a root's container when it attaches the root's event listeners, the first thing hydration does.
    const started = () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((container) => Object.keys(container).some((key) => key.startsWith('_reactListening'))).length;
    const done = new Promise<void>((resolve) => hydrateIslands(document, '/privacy', resolve));
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    expect(started()).toBe(0);
    const afterEachTask: number[] = [];
    while (started() < sharedIslands.length && afterEachTask.length < 100) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      afterEachTask.push(started());
    }
    expect(afterEachTask.at(-1)).toBe(sharedIslands.length);
    // Never two roots started in one task.
    afterEachTask.forEach((count, task) => expect(count - (afterEachTask[task - 1] ?? 0)).toBeLessThanOrEqual(1));
    // And it says so (else the test times out).
    await done;
  });
});
