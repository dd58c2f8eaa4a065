/** Reads the Authority Hub guides' frontmatter (the six pillars and the practical guides): what their images are drawn from. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

export const PAGES_DIR = 'src/content/pages';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const GUIDE_PATH = /^\/authority-hub\/([a-z0-9]+(?:-{1,2}[a-z0-9]+)*)$/;

/**
 * Every page under /authority-hub/<slug> written in Markdown, sorted by file name: { slug, title, eyebrow }.
 * A file without readable frontmatter is skipped with a log line (the content build names it).
 */
export async function readHubGuides(root, log) {
  const dir = join(root, PAGES_DIR);
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.md')).sort();
  const guides = [];
  for (const file of files) {
    let data;
    try {
      const match = FRONTMATTER.exec(await readFile(join(dir, file), 'utf8'));
      data = match ? parse(match[1]) : undefined;
    } catch (error) {
      log(`generate-images: skipping ${file}: unreadable frontmatter (${error.message.split('\n')[0]})`);
      continue;
    }
    const slug = typeof data?.path === 'string' ? GUIDE_PATH.exec(data.path)?.[1] : undefined;
    if (!slug) continue;
    const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim() : slug;
    guides.push({ slug, title, eyebrow: typeof data.eyebrow === 'string' ? data.eyebrow : 'Authority Hub' });
  }
  return guides;
}
