// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureStaticHtml, loadStaticHtml, staticHtmlFor } from './static-html-store';

afterEach(() => vi.unstubAllGlobals());

const PAGE = `<!doctype html><html><head><style>.x{color:red}</style><title>Other page</title></head><body>
<div data-static-html="body"><p class="lead" style="width:85%">Meter <b>85%</b></p><style>.inline{}</style></div>
<div data-static-html="directory" data-static-html-site=""><a href="/contact">Contact</a></div>
</body></html>`;

describe('static HTML store', () => {
  it("keeps a fetched page's regions with their style attributes as data, so parsing them never meets this page's CSP", async () => {
    const fetchPage = vi.fn(async () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetchPage);
    await loadStaticHtml('/other-page');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const body = staticHtmlFor('/other-page/', 'body');
    expect(body).toBe('<p class="lead" data-static-style="width:85%">Meter <b>85%</b></p>');
    // A site-wide region is kept once, for every page.
    expect(staticHtmlFor('/anywhere', 'directory', true)).toBe('<a href="/contact">Contact</a>');
    expect(staticHtmlFor('/other-page', 'directory')).toBeUndefined();
    // Known pages are not fetched again.
    await loadStaticHtml('/other-page');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('captures the regions of the document the page loaded with, leaving that document as it is', () => {
    document.body.innerHTML = '<div data-static-html="hero"><span style="width: 72%">72%</span></div>';
    captureStaticHtml(document, '/loaded');
    expect(staticHtmlFor('/loaded', 'hero')).toBe('<span data-static-style="width: 72%">72%</span>');
    expect(document.querySelector('span')!.getAttribute('style')).toBe('width: 72%');
  });
});
