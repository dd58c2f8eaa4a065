/** Reads the insight articles' frontmatter: the fields their images are drawn from. */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'yaml';

export const ARTICLES_DIR = 'src/content/insights/articles';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function text(value) {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function readFrontmatter(source) {
  const match = FRONTMATTER.exec(source);
  if (!match) return undefined;
  const data = parse(match[1]);
  return data && typeof data === 'object' ? data : undefined;
}

/**
 * The articles in src/content/insights/articles, sorted by file name: { slug, title, shortTitle, category, heroAlt, aliases }.
 * Files still being written (no or broken frontmatter) are skipped with a log line; aliases get no images.
 */
export async function readArticles(root, log) {
  const dir = join(root, ARTICLES_DIR);
  const files = await readdir(dir).catch((error) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const articles = [];
  const owners = new Map();
  for (const file of files.filter((name) => name.endsWith('.md')).sort()) {
    let data;
    try {
      data = readFrontmatter(await readFile(join(dir, file), 'utf8'));
    } catch (error) {
      log(`generate-images: skipping ${file}: unreadable frontmatter (${error.message.split('\n')[0]})`);
      continue;
    }
    if (!data) {
      log(`generate-images: skipping ${file}: no frontmatter yet`);
      continue;
    }
    const slug = text(data.slug) ?? basename(file, '.md');
    if (!SLUG.test(slug)) {
      log(`generate-images: skipping ${file}: slug "${slug}" is not kebab-case`);
      continue;
    }
    if (articles.some((article) => article.slug === slug)) {
      log(`generate-images: skipping ${file}: slug "${slug}" is already used by ${owners.get(slug)}`);
      continue;
    }
    const aliases = Array.isArray(data.aliases) ? data.aliases.filter((alias) => typeof alias === 'string') : [];
    for (const name of [slug, ...aliases]) {
      if (owners.has(name)) log(`generate-images: ${file}: "${name}" is also a slug or alias of ${owners.get(name)}`);
      else owners.set(name, file);
    }
    const title = text(data.title) ?? slug;
    articles.push({
      slug,
      title,
      shortTitle: text(data.shortTitle) ?? title,
      category: text(data.category) ?? 'Insights',
      heroAlt: text(data.heroAlt) ?? '',
      aliases,
    });
    const expected = `/images/insights/${slug}.webp`;
    if (text(data.hero) && data.hero !== expected) log(`generate-images: ${file}: hero is "${data.hero}", but the image is written to ${expected}`);
  }
  return articles;
}
