/**
 * A content source missing its date or description stops the build, naming the file: the content
 * modules the prerender step loads are loaded here through Vite with the build's Markdown plugin,
 * with one real source served without that field.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { markdownPlugin } from '../../scripts/vite-markdown-plugin';

const ARTICLE = 'src/content/insights/articles/zero-click-searches-the-new-reality-of-information-discovery.md';
const PILLAR = 'src/content/pages/pillar-topical-authority-architecture.md';

/** Serves `file` as on disk but without its frontmatter line for `field`. */
function withoutField(file: string, field: string): Plugin {
  const target = resolve(file);
  return {
    name: 'content-source-without-field',
    enforce: 'pre',
    load(id) {
      if (id.replace(/\?.*$/, '') !== target) return null;
      const source = readFileSync(target, 'utf8');
      const edited = source.replace(new RegExp(`^${field}:.*\\r?\\n`, 'm'), '');
      if (edited === source) throw new Error(`${file} has no "${field}" line to remove`);
      return edited;
    },
  };
}

let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function load(module: string, broken: Plugin): Promise<Record<string, unknown>> {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [broken, markdownPlugin()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return server.ssrLoadModule(module);
}

// Each test starts Vite and loads the content modules through it: about 8 s on a quiet 2-core machine,
// past the default 20 s when npm test runs other steps beside the unit suites.
describe('the build refuses a content source without its date or description', { timeout: 60_000 }, () => {
  it('an article without "date" stops loading the articles, naming the file', async () => {
    await expect(load('/src/content/insights/article-index.ts', withoutField(ARTICLE, 'date'))).rejects.toThrow(
      `${ARTICLE}: "date" is missing`,
    );
  });

  it('an article without "description" stops loading the articles, naming the file', async () => {
    await expect(load('/src/content/insights/article-index.ts', withoutField(ARTICLE, 'description'))).rejects.toThrow(
      `${ARTICLE}: "description" is missing`,
    );
  });

  it('a pillar guide without "updated" or "description" stops the route list the prerender reads, naming the file', async () => {
    const routes = await load('/src/content/known-routes.ts', withoutField(PILLAR, 'updated'));
    expect(() => (routes.knownRoutes as () => unknown)()).toThrow(`${PILLAR}: "updated" is missing`);
    await server?.close();
    const again = await load('/src/content/known-routes.ts', withoutField(PILLAR, 'description'));
    expect(() => (again.knownRoutes as () => unknown)()).toThrow(`${PILLAR}: "description" is missing`);
  });
});
