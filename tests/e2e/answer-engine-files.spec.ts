/** What answer engines and crawlers read in the build (dist/): sitemap dates, Markdown twins, llms.txt, feeds, robots.txt and head text. No browser. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from '@playwright/test';
import { readArticleFacts } from '../content/article-frontmatter';
import {
  dist,
  distFileFor,
  headLinks,
  isContentPage,
  mainText,
  markdownHeadings,
  metaContent,
  pageHeadings,
  pageHtml,
  readDistFile,
  sitemapPaths,
  sitePath,
  siteUrl,
  titleOf,
} from './dist-files';

const articles = readArticleFacts();
const pages = sitemapPaths();
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

test.describe('sitemap.xml', () => {
  const urls = [xml.parse(readDistFile('/sitemap.xml')).urlset.url].flat() as Array<{ loc: string; lastmod?: string }>;

  test('is valid XML listing every indexable page once, each with a lastmod', () => {
    expect(XMLValidator.validate(readDistFile('/sitemap.xml'))).toBe(true);
    expect(urls.length).toBe(51);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    for (const url of urls) {
      expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
      expect(metaContent(pageHtml(sitePath(url.loc)!), 'name', 'robots'), url.loc).not.toMatch(/noindex/);
    }
    const aliases = articles.flatMap((a) => a.aliases);
    expect(aliases.length).toBeGreaterThan(0);
    for (const alias of aliases) expect(urls.map((u) => u.loc)).not.toContain(`${siteUrl}/insights/${alias}`);
  });

  test("dates come from the content: each article's update, the services' publish date, each guide's own date", () => {
    const lastmod = (path: string) => urls.find((u) => u.loc === `${siteUrl}${path}`)!.lastmod!.slice(0, 10);
    for (const article of articles) {
      expect(lastmod(`/insights/${article.slug}`), article.slug).toBe((article.updated ?? article.date).slice(0, 10));
    }
    expect(lastmod('/services/answer-engine-optimization')).toBe('2025-01-15');
    expect(lastmod('/privacy')).toBe('2026-11-27');
    expect(lastmod('/authority-hub/topical-authority-architecture')).toBe('2025-09-20');
  });
});

test.describe('head text every indexable page shows in results', () => {
  const heads = pages.map((path) => {
    const html = pageHtml(path);
    return { path, title: titleOf(html), description: metaContent(html, 'name', 'description') ?? '' };
  });

  test('titles are at most 60 characters and descriptions 50-160, on every page', () => {
    for (const { path, title, description } of heads) {
      expect(title.length, `${path}: "${title}"`).toBeGreaterThan(0);
      expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
      expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
    }
  });

  test('no two pages share a title or a description', () => {
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(heads.map((h) => h.title))).toEqual([]);
    expect(dupes(heads.map((h) => h.description))).toEqual([]);
  });
});

test.describe('Markdown twins', () => {
  const contentPages = pages.filter(isContentPage);

  test('every content page links its twin from the head, and the twin exists', () => {
    expect(contentPages.length).toBe(44);
    for (const path of contentPages) {
      const alternate = headLinks(pageHtml(path)).filter((l) => l.rel === 'alternate' && l.type === 'text/markdown');
      expect(alternate.map((l) => l.href), path).toEqual([`${path}.md`]);
      expect(distFileFor(`${path}.md`), `${path}.md`).toBeDefined();
    }
    for (const path of pages.filter((p) => !isContentPage(p))) {
      expect(headLinks(pageHtml(path)).some((l) => l.type === 'text/markdown'), `${path} has no twin`).toBe(false);
    }
  });

  test("each twin has the page's headings, in order, and names its web page", () => {
    for (const path of contentPages) {
      const twin = readDistFile(`${path}.md`);
      expect(markdownHeadings(twin), path).toEqual(pageHeadings(pageHtml(path)));
      expect(twin, path).toContain(`Web page: ${siteUrl}${path}`);
    }
  });

  test("an article's twin carries its short answer, takeaways and questions as the page shows them", () => {
    for (const article of articles) {
      const twin = readDistFile(`/insights/${article.slug}.md`);
      const text = mainText(pageHtml(`/insights/${article.slug}`));
      const answer = /## The Short Answer\n\n(.+)\n/.exec(twin)?.[1];
      expect(answer, article.slug).toBeTruthy();
      expect(text, article.slug).toContain(answer!);
    }
  });
});

test.describe('llms.txt', () => {
  const llms = readDistFile('/llms.txt');
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?::\s*(.*))?$/gm)].map((m) => ({ title: m[1], url: m[2], note: m[3] }));

  test("follows the proposal: title, summary, then sections of annotated links", () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe('# Ascend Strategy Consulting');
    expect(lines[2]).toMatch(/^> .{100,}/);
    expect(llms.match(/^# /gm)).toHaveLength(1);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['Services', 'Insights', 'Authority Hub', 'Company', 'Contact', 'Optional']);
    expect(links.length).toBeGreaterThan(45);
    for (const link of links) expect(link.note?.length ?? 0, link.url).toBeGreaterThan(20);
  });

  test('every link resolves to a file in the build, and every content page is listed by its twin', () => {
    for (const { url } of links) {
      const path = sitePath(url);
      expect(path, url).toBeDefined();
      expect(distFileFor(path!), url).toBeDefined();
    }
    const listed = new Set(links.map((l) => sitePath(l.url)));
    for (const path of pages.filter(isContentPage)) expect(listed.has(`${path}.md`), path).toBe(true);
    expect(listed.has('/contact')).toBe(true);
  });

  test('llms-full.txt holds the full text of every twin', () => {
    const full = readDistFile('/llms-full.txt');
    for (const path of pages.filter(isContentPage)) {
      const twin = readDistFile(`${path}.md`);
      expect(full.includes(twin.trim()), path).toBe(true);
    }
  });
});

test.describe('insights feeds', () => {
  const articleUrls = articles.map((a) => `${siteUrl}/insights/${a.slug}`);

  test('RSS 2.0 validates, has the channel elements and every article in full', () => {
    const source = readDistFile('/rss.xml');
    expect(XMLValidator.validate(source)).toBe(true);
    const { rss } = xml.parse(source);
    expect(rss['@version']).toBe('2.0');
    const { channel } = rss;
    for (const key of ['title', 'link', 'description', 'language', 'lastBuildDate']) expect(channel[key], key).toBeTruthy();
    expect(channel['atom:link']['@href']).toBe(`${siteUrl}/rss.xml`);
    expect(channel['atom:link']['@rel']).toBe('self');
    const items = [channel.item].flat();
    expect(items.map((i) => i.link)).toEqual(articleUrls);
    for (const item of items) {
      for (const key of ['title', 'link', 'description', 'pubDate', 'content:encoded']) expect(item[key], `${item.link} ${key}`).toBeTruthy();
      expect(item.guid['#text']).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
      expect(item['content:encoded']).toContain('<h2>The Short Answer</h2>');
      expect(item['content:encoded']).toContain('<h2>Frequently Asked Questions</h2>');
      expect(item['content:encoded'], 'links work outside the site').not.toMatch(/href="\//);
      expect(distFileFor(sitePath(item.link)!)).toBeDefined();
    }
  });

  test('Atom validates, has the feed elements and every article in full', () => {
    const source = readDistFile('/atom.xml');
    expect(XMLValidator.validate(source)).toBe(true);
    const { feed } = xml.parse(source);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const key of ['id', 'title', 'updated', 'author']) expect(feed[key], key).toBeTruthy();
    expect(feed.updated).toMatch(W3C_DATETIME);
    expect([feed.link].flat().find((l: Record<string, string>) => l['@rel'] === 'self')['@href']).toBe(`${siteUrl}/atom.xml`);
    const entries = [feed.entry].flat();
    expect(entries.map((e) => e.id)).toEqual(articleUrls);
    for (const entry of entries) {
      for (const key of ['id', 'title', 'updated', 'published', 'summary']) expect(entry[key], `${entry.id} ${key}`).toBeTruthy();
      expect(entry.updated).toMatch(/T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect([entry.link].flat().find((l: Record<string, string>) => l['@rel'] === 'alternate')['@href']).toBe(entry.id);
      expect(entry.content['@type']).toBe('html');
      expect(entry.content['#text']).toContain('<h2>The Short Answer</h2>');
    }
  });

  test('every page, the 404 page included, links both feeds from its head', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
    const htmlFiles = walk(dist).filter((f) => f.endsWith('.html'));
    expect(htmlFiles.length).toBeGreaterThanOrEqual(55);
    expect(htmlFiles.map((f) => relative(dist, f))).toEqual(expect.arrayContaining(['404.html', 'offline/index.html', 'outbox/index.html']));
    for (const file of htmlFiles) {
      const links = headLinks(readDistFile(relative(dist, file)));
      const feeds = links.filter((l) => l.rel === 'alternate' && /application\/(rss|atom)\+xml/.test(l.type ?? ''));
      expect(feeds.map((l) => l.href).sort(), relative(dist, file)).toEqual(['/atom.xml', '/rss.xml']);
    }
  });
});

test('robots.txt welcomes the named AI crawlers, keeps /outbox private and points to the sitemap and llms.txt', () => {
  const robots = readDistFile('/robots.txt');
  const groups = robots.split(/\n\s*\n/).filter((g) => /^User-agent:/m.test(g));
  const rulesFor = (agent: string) => groups.find((g) => new RegExp(`^User-agent: ${agent}$`, 'm').test(g)) ?? '';
  for (const agent of ['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'PerplexityBot', 'Google-Extended', 'Applebot-Extended', 'CCBot', '\\*']) {
    const rules = rulesFor(agent);
    expect(rules, agent).toMatch(/^Allow: \/$/m);
    expect(rules, agent).toMatch(/^Disallow: \/outbox$/m);
  }
  expect(robots).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap\\.xml$`, 'm'));
  expect(robots).toContain(`${siteUrl}/llms.txt`);
});

test('the twins and llms.txt are precached for offline reading; llms-full.txt, robots.txt and the feeds (for feed readers, online) are not', () => {
  const sw = readDistFile('/sw.js');
  // A text file is precached as stored or as its gzip sibling, which the worker inflates (sw/compressed-precache.ts).
  const precached = (file: string) => sw.includes(`"${file}"`) || sw.includes(`"${file}.gz"`);
  for (const path of pages.filter(isContentPage)) expect(precached(`${path.slice(1)}.md`), path).toBe(true);
  expect(precached('llms.txt')).toBe(true);
  for (const file of ['llms-full.txt', 'robots.txt', 'rss.xml', 'atom.xml']) expect(precached(file), file).toBe(false);
});
