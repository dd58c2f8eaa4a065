// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIslands } from './render-islands';
import { hydrateIslands } from './hydrate-islands';
import { siteIslands } from './site-islands';

const names = Object.keys(siteIslands);
const emptyContainer = (name: string) => `<div data-island="${name}" style="display:contents"></div>`;

/** What the router renders for an islands page, reduced to what renderIslands reads. */
const routerRendering = (body: string) =>
  `<html><head><script>(function(a,f){history.state?.__TSR_key})("tsr-scroll-restoration-v1_3")</script></head><body>${body}` +
  `<script data-tsr-stream-part>(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={}</script><script>document.currentScript.remove();/*$tsr-stream-boundary*/</script>` +
  `<script>addEventListener('click',function(){})</script></body></html>`;

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('renderIslands', () => {
  it("fills every island's container with the island's own markup and keeps the page's other scripts", () => {
    const html = renderIslands(routerRendering(names.map(emptyContainer).join('<main>text</main>')), '/privacy');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // The update prompt and the rejection notice show nothing until the browser has something to say.
    for (const name of ['site-header', 'newsletter', 'chat']) expect(doc.querySelector(`[data-island="${name}"]`)?.innerHTML, name).not.toBe('');
    for (const name of names) expect(doc.querySelectorAll(`[data-island="${name}"]`), name).toHaveLength(1);
    expect(doc.querySelector('[data-island="site-header"] header nav[aria-label="Primary"]')).not.toBeNull();
    expect(doc.querySelector('[data-island="newsletter"] form')).not.toBeNull();
    expect(doc.querySelector('main')?.textContent).toBe('text');
    expect([...doc.scripts].map((script) => script.textContent)).toEqual(["addEventListener('click',function(){})"]);
  });

  it('marks the current page in the header as the router would', () => {
    const html = renderIslands(routerRendering(emptyContainer('site-header')), '/privacy');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('[aria-current="page"]')].map((link) => link.getAttribute('href'))).toEqual([]);
    const atServices = new DOMParser().parseFromString(renderIslands(routerRendering(emptyContainer('site-header')), '/services/analytics-reporting'), 'text/html');
    expect(new Set([...atServices.querySelectorAll('[aria-current="page"]')].map((link) => link.getAttribute('href')))).toEqual(new Set(['/services']));
  });

  it('refuses a container it has no island for', () => {
    expect(() => renderIslands(emptyContainer('carousel'), '/privacy')).toThrow('unknown island "carousel"');
  });
});

describe('hydrateIslands', () => {
  /** Hydrates the islands rendered for `renderedAt` as the page at `shownAt`; returns what React reported. */
  async function hydrate(renderedAt: string, shownAt: string) {
    const html = renderIslands(`<body>${names.map(emptyContainer).join('')}</body>`, renderedAt);
    document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    const reported: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void reported.push(args.join(' ')));
    const onError = (event: ErrorEvent) => reported.push(event.message);
    window.addEventListener('error', onError);
    const done = new Promise<void>((resolve) => hydrateIslands(document, shownAt, resolve));
    await done;
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.removeEventListener('error', onError);
    return reported;
  }

  it('hydrates every island of the prerendered page without a mismatch, then says so', async () => {
    expect(await hydrate('/privacy', '/privacy')).toEqual([]);
    // Hydrated: React answers the Services menu's button.
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Services menu"]')!;
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
  });

  it('would report an island rendered for another page (the check above can fail)', async () => {
    expect((await hydrate('/services', '/privacy')).join('\n')).toMatch(/match/i);
  });
});
