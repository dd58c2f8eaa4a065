#!/usr/bin/env node
/** `npm run dev`: Vite in middleware mode, rendering each page on the server like production, with hot reload. */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { generateImages } from './generate-images.mjs';
import { SITE_STYLESHEETS } from './site-stylesheets.mjs';

const port = Number(process.env.PORT ?? 5173);

await generateImages({ log: (line) => /warn|skip|fail/i.test(line) && console.warn(line) });

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

/** The dev head: Vite's client and React Refresh preamble, then the site's entry. */
async function devAssets(url) {
  const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const scripts = [];
  for (const match of html.matchAll(/<script type="module"(?: src="([^"]+)")?>([\s\S]*?)<\/script>/g)) {
    scripts.push(match[1] ? { src: match[1] } : { children: match[2] });
  }
  // Linked as they are, with hot reload (the build inlines their rules into each page instead).
  return { stylesheets: SITE_STYLESHEETS.map((file) => `/${file}`), modulePreloads: [], scripts: [...scripts, { src: '/src/islands-main.tsx' }] };
}

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = req.url ?? '/';
      const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
      const result = await render(url, await devAssets(url));
      if (result.location) {
        res.writeHead(result.status, { Location: result.location }).end();
        return;
      }
      res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(result.html);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error.stack ?? error));
    }
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Development server at http://127.0.0.1:${port}`));
