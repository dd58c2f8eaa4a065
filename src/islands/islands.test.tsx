// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { renderIslands } from './render-islands';
import { hydrateIslands } from './hydrate-islands';
import { pageIslandSource, sharedIslands } from './site-islands';

const shared = Object.keys(sharedIslands);
// A container as IslandContainer's element renders on the server of an islands page.
const emptyContainer = (name: string, props?: object) =>
  renderToString(<div data-island={name} data-island-props={props ? JSON.stringify(props) : undefined} style={{ display: 'contents' }} />);
const share = { label: 'Share this analysis', title: 'AEO & GEO: "the new" <search>', url: "https://example.com/insights/it's" };

/** What the router renders for an islands page, reduced to what renderIslands reads. */
const routerRendering = (body: string) =>
  `<html><head><script>(function(a,f){history.state?.__TSR_key})("tsr-scroll-restoration-v1_3")</script></head><body>${body}` +
  `<script data-tsr-stream-part>(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={}</script><script>document.currentScript.remove();/*$tsr-stream-boundary*/</script>` +
  `<script>addEventListener('click',function(){})</script></body></html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('renderIslands', () => {
  it("fills every island's container with the island's own markup, names them, and keeps the page's other scripts", async () => {
    const page = await renderIslands(routerRendering(shared.map((name) => emptyContainer(name)).join('<main>text</main>')), '/privacy');
    const doc = parse(page.html);
    // The update prompt and the rejection notice show nothing until the browser has something to say.
    for (const name of ['site-header', 'newsletter', 'chat']) expect(doc.querySelector(`[data-island="${name}"]`)?.innerHTML, name).not.toBe('');
    expect(doc.querySelector('[data-island="site-header"] header nav[aria-label="Primary"]')).not.toBeNull();
    expect(doc.querySelector('[data-island="newsletter"] form')).not.toBeNull();
    expect(doc.querySelector('main')?.textContent).toBe('text');
    expect([...doc.scripts].map((script) => script.textContent)).toEqual(["addEventListener('click',function(){})"]);
    expect(page.islands).toEqual(shared);
  });

  it('marks the current page in the header as the router would', async () => {
    const at = async (path: string) =>
      [...parse((await renderIslands(emptyContainer('site-header'), path)).html).querySelectorAll('[aria-current="page"]')].map((link) => link.getAttribute('href'));
    expect(await at('/privacy')).toEqual([]);
    expect(new Set(await at('/services/analytics-reporting'))).toEqual(new Set(['/services']));
  });

  it("renders a page's own island with the props its container carries, whatever React escaped in them", async () => {
    const page = await renderIslands(emptyContainer('share-button', share), '/insights/x');
    expect(parse(page.html).querySelector('[data-island="share-button"] button')?.textContent).toBe(share.label);
    expect(page.islands).toEqual(['share-button']);
    expect(pageIslandSource('share-button')).toBe('src/features/insights/share-button-island.tsx');
  });

  it('refuses a container it has no island for', async () => {
    await expect(renderIslands(emptyContainer('carousel'), '/privacy')).rejects.toThrow('unknown island "carousel"');
  });
});

describe('hydrateIslands', () => {
  /** Hydrates the islands rendered for `renderedAt` as the page at `shownAt`; returns what React reported. */
  async function hydrate(renderedAt: string, shownAt: string) {
    const containers = [...shared.map((name) => emptyContainer(name)), emptyContainer('share-button', share)].join('');
    document.body.innerHTML = parse((await renderIslands(`<body>${containers}</body>`, renderedAt)).html).body.innerHTML;
    const reported: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args.join(' ')));
    const onError = (event: ErrorEvent) => reported.push(event.message);
    window.addEventListener('error', onError);
    await new Promise<void>((resolve) => hydrateIslands(document, shownAt, resolve));
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

  it('starts each root in a task of its own, none in the task that calls it', async () => {
    document.body.innerHTML = parse((await renderIslands(`<body>${shared.map((name) => emptyContainer(name)).join('')}</body>`, '/privacy')).html).body.innerHTML;
    // React marks a root's container when it attaches the root's event listeners, the first thing hydration does.
    const started = () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((container) => Object.keys(container).some((key) => key.startsWith('_reactListening'))).length;
    const done = new Promise<void>((resolve) => hydrateIslands(document, '/privacy', resolve));
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    expect(started()).toBe(0);
    const afterEachTask: number[] = [];
    while (started() < shared.length && afterEachTask.length < 100) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      afterEachTask.push(started());
    }
    expect(afterEachTask.at(-1)).toBe(shared.length);
    // Never two roots started in one task.
    afterEachTask.forEach((count, task) => expect(count - (afterEachTask[task - 1] ?? 0)).toBeLessThanOrEqual(1));
    // And it says so (else the test times out).
    await done;
  });
});
