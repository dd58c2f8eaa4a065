/** Reads the production build in dist/ as a crawler would: files, page heads, headings and JSON-LD, without a browser. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

export const dist = join(process.env.SITE_BUILD_ROOT ?? '.', 'dist');

/** The public site address the build was made for (the sitemap's first <loc>). */
export const siteUrl = /<loc>(https?:\/\/[^<]+?)\/<\/loc>/.exec(readDistFile('/sitemap.xml'))![1];

/** The site paths of the built stylesheets (dist/assets/*.css): inputs of each page's inline CSS, linked by none. */
export function builtStylesheets(): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/${name}`);
}

export function readDistFile(path: string): string {
  return readFileSync(join(dist, path.replace(/^\/+/, '')), 'utf8');
}

/** Where a URL path of the site lives in dist/ (a page's index.html, or the file itself). */
export function distFileFor(path: string): string | undefined {
  const clean = decodeURIComponent(path.replace(/[?#].*$/, '')).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}/index.html`];
  return candidates.map((c) => join(dist, c)).find((file) => existsSync(file) && statSync(file).isFile());
}

/** The path of an absolute URL on the site, or undefined for another origin. */
export function sitePath(url: string): string | undefined {
  return url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : undefined;
}

export function pageHtml(path: string): string {
  const file = distFileFor(path);
  if (!file) throw new Error(`no prerendered file for ${path}`);
  return readFileSync(file, 'utf8');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const plain = (html: string) => decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();

export function titleOf(html: string): string {
  return plain(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}

export function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return tag ? decodeEntities(tag[1]) : undefined;
}

/** `<link>` tags of the head as attribute maps. */
export function headLinks(html: string): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf('</head>'));
  return (head.match(/<link\b[^>]*>/g) ?? []).map((tag) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, decodeEntities(v)])),
  );
}

/** Every JSON-LD node of a page. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** The text of the page's <main>. */
export function mainText(html: string): string {
  return plain(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '');
}

export interface Heading {
  level: number;
  text: string;
}

/** Headings inside the page's <main>, in document order. */
export function pageHeadings(html: string): Heading[] {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return [...main.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: plain(m[2]) }));
}

/** Inline Markdown reduced to its text: links, emphasis, code and escapes. */
function markdownText(inline: string): string {
  return inline
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** ATX headings of a Markdown document, outside fenced code, in order. */
export function markdownHeadings(markdown: string): Heading[] {
  const headings: Heading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) headings.push({ level: match[1].length, text: markdownText(match[2]) });
  }
  return headings;
}

/** The canonical page paths the sitemap lists. */
export function sitemapPaths(): string[] {
  const parsed = new XMLParser().parse(readDistFile('/sitemap.xml'));
  const urls = [parsed.urlset.url].flat() as Array<{ loc: string }>;
  return urls.map((u) => sitePath(u.loc)!);
}

/** The prerendered pages whose path starts a content section: the pages that must have a Markdown twin. */
export function isContentPage(path: string): boolean {
  return (
    ['/about', '/authority-hub', '/authority-hub/guides', '/case-studies', '/csr-initiatives', '/research'].includes(path) ||
    /^\/(services|insights|authority-hub)\/[^/]+$/.test(path)
  );
}
