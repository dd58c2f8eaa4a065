/** Unknown slugs on the server: SPEC's placeholder with a 404, in one document per section whatever the slug, so the host can serve it for any. */
import { describe, expect, it } from 'vitest';
import { emptyAssets } from '../../tests/support/empty-assets';
import { render } from '../entry-server';
import { notFoundDocuments } from '../content/known-routes';
import { placeholders } from '../content/placeholders';

// The dehydrated router state carries the render time; nothing else may differ between two slugs.
const withoutRenderTime = (html: string) => html.replace(/\bu:\d+/g, 'u:0');

describe('not-found documents', () => {
  for (const placeholder of Object.values(placeholders)) {
    it(`${placeholder.section}/<unknown>: 404, "${placeholder.title}", noindex, no canonical, the same for every slug`, async () => {
      const [one, other] = await Promise.all([
        render(`${placeholder.section}/first-unknown-slug`, emptyAssets),
        render(`${placeholder.section}/second-unknown-slug`, emptyAssets),
      ]);
      expect([one.status, other.status]).toEqual([404, 404]);
      expect(one.html).toContain(`>${placeholder.title}</h1>`);
      expect(one.html).toContain(placeholder.text);
      expect(one.html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(one.html).not.toContain('rel="canonical"');
      expect(one.html).not.toContain('first-unknown-slug');
      expect(withoutRenderTime(one.html)).toBe(withoutRenderTime(other.html));
    });
  }

  it("a deeper path under a section is the site's 404, not a placeholder", async () => {
    const page = await render('/insights/a/b', emptyAssets);
    expect(page.status).toBe(404);
    expect(page.html).toContain('>404 - Page Not Found</h1>');
  });

  it('names one document per placeholder section for the build to write, besides /404.html', () => {
    expect(notFoundDocuments().map((d) => d.file).sort()).toEqual(
      ['404.html', ...Object.values(placeholders).map((p) => `${p.section.slice(1)}/404.html`)].sort(),
    );
  });
});
