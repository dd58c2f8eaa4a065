/** Loads the site's search passages from src/content through Vite (Markdown plugin and import.meta.glob included). */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @returns {Promise<import('./collect-passages').SitePassage[]>} */
export async function loadSitePassages(root = ROOT) {
  const options = { root, configFile: false, logLevel: 'error' };
  const { module: markdown } = await runnerImport('/scripts/vite-markdown-plugin.ts', options);
  const { module } = await runnerImport('/scripts/search/collect-passages.ts', { ...options, plugins: [markdown.markdownPlugin()] });
  return module.collectPassages();
}
