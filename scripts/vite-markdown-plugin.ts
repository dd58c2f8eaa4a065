/** Vite plugin: `*.md` files become modules of `{ file, frontmatter, html, headings, words }`, rendered at build time. */
import { relative } from 'node:path';
import { Marked, Renderer, type TokensList } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { Plugin } from 'vite';
import type { MarkdownFaq } from '../src/content/markdown-document';
import { questionsFromHtml } from '../src/seo/questions-from-html.ts';
import { plainText } from '../src/lib/html-text.ts';
import { xmlText } from '../src/site-files/xml-text.ts';

export interface MarkdownHeading {
  id: string;
  text: string;
  depth: number;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Frontmatter only the page itself shows (an article's short answer, takeaways and questions): left out of `?meta`, which listings load for every article at once. */
export const PAGE_ONLY_FRONTMATTER = ['answer', 'takeaways', 'questions'];

function withoutPageOnly(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !PAGE_ONLY_FRONTMATTER.includes(key)));
}

/** A heading's id from the text a reader sees (entities decoded): "What Isn't" gives what-isnt. */
export function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * The id a heading had until 2026-11-24, made from marked's escaped text ("Isn&#39;t" gave isn39t). Links
 * to those addresses exist (readers copied them, answer engines cited them), so a heading whose id changed
 * keeps its former one on an empty anchor inside it, and those links still open at the section.
 */
export function formerHeadingId(escapedText: string): string {
  return slugifyHeading(escapedText.replace(/<[^>]+>/g, '').toLowerCase().replace(/&[a-z]+;/g, ''));
}

/** Splits frontmatter from body; throws with the file name when the YAML is broken. */
export function splitFrontmatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${file}: missing --- frontmatter ---`);
  const data = parseYaml(match[1]) as Record<string, unknown>;
  return { data, body: match[2] };
}

/** Words a reader reads: tokens holding a letter or digit. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** `id`, or `id-N` for its Nth repeat in one document (counted in `used`). */
function numbered(used: Map<string, number>, id: string): string {
  const seen = used.get(id) ?? 0;
  used.set(id, seen + 1);
  return seen ? `${id}-${seen}` : id;
}

/** Subheadings (h3 and below) a document repeats, as written: "Timeline" in each of three case studies. */
function repeatedSubheadings(tokens: TokensList): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const token of tokens) {
    if (token.type !== 'heading' || token.depth < 3) continue;
    if (seen.has(token.text)) repeated.add(token.text);
    seen.add(token.text);
  }
  return repeated;
}

/** Renders Markdown body to HTML with stable heading ids; raw HTML in the source is dropped. */
export function renderMarkdown(body: string): { html: string; headings: MarkdownHeading[] } {
  const headings: MarkdownHeading[] = [];
  const used = new Map<string, number>();
  const usedFormer = new Map<string, number>();
  const ids = new Set<string>();
  const formerIds: string[] = [];
  let tableHeading = '';
  let sectionHeading = '';
  let tablesUnderHeading = 0;
  const marked = new Marked({ gfm: true });
  // A table under a repeated subheading is named after its section too: three tables called "Timeline" told table navigation nothing.
  const repeated = repeatedSubheadings(marked.lexer(body));
  marked.use({
    renderer: {
      heading({ tokens, depth, text: source }) {
        const text = this.parser.parseInline(tokens);
        const plain = plainText(text);
        const id = numbered(used, slugifyHeading(plain) || 'section');
        const former = numbered(usedFormer, formerHeadingId(text) || 'section');
        ids.add(id);
        if (former !== id) formerIds.push(former);
        if (depth <= 3) headings.push({ id, text: plain, depth });
        if (depth === 2) sectionHeading = plain;
        if (depth >= 2) {
          tableHeading = repeated.has(source) && sectionHeading ? `${plain} (${sectionHeading})` : plain;
          tablesUnderHeading = 0;
        }
        const formerAnchor = former === id ? '' : `<span id="${former}"></span>`;
        return `<h${depth} id="${id}">${formerAnchor}${text}</h${depth}>\n`;
      },
      // Wide tables scroll inside a focusable region instead of widening the page on phones. Each region
      // is a landmark, so each is named after the heading it sits under ("Table: Channel costs"), numbered
      // when one heading has several: eight regions all called "Table" told a landmark list nothing.
      // The table's caption carries the same name for table navigation; the heading above already shows
      // it, so the caption is for assistive technology only.
      table(token) {
        tablesUnderHeading += 1;
        const number = tablesUnderHeading > 1 ? ` (${tablesUnderHeading})` : '';
        const caption = tableHeading ? `${tableHeading}${number}` : '';
        const name = caption ? `Table: ${caption}` : 'Table';
        const table = Renderer.prototype.table
          .call(this, token)
          .trimEnd()
          .replace(/^<table>\n?/, `<table>\n<caption class="sr-only">${xmlText(caption || 'Table')}</caption>\n`);
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="${xmlText(name)}">${table}</div>\n`;
      },
      // Content is ours, but raw HTML in Markdown is refused so copy can never inject markup.
      html() {
        return '';
      },
    },
  });
  const html = marked.parse(body, { async: false });
  const taken = formerIds.filter((former) => ids.has(former));
  if (taken.length > 0) throw new Error(`A heading's former id is now another heading's id: ${taken.join(', ')}`);
  return { html, headings };
}

/** The plugin itself. */
export function markdownPlugin(): Plugin {
  return {
    name: 'site-markdown',
    enforce: 'pre',
    transform(source, id) {
      // `?meta` imports carry only the frontmatter and word count, for listings and heads.
      const metaOnly = id.endsWith('.md?meta');
      // `?faq` imports carry what a page's FAQPage markup needs, for the head a route loads on its own.
      const faqOnly = id.endsWith('.md?faq');
      if (!metaOnly && !faqOnly && !id.endsWith('.md')) return null;
      const { data, body } = splitFrontmatter(source, id);
      const words = countWords(body);
      // The source's path, so content validation can name the file that is wrong.
      const file = relative(process.cwd(), id.replace(/\?.*$/, '')).split('\\').join('/');
      if (metaOnly) return { code: `export default ${JSON.stringify({ file, frontmatter: withoutPageOnly(data), words })};`, map: null };
      const { html, headings } = renderMarkdown(body);
      if (faqOnly) {
        const pageOnly = Object.fromEntries(Object.entries(data).filter(([key]) => PAGE_ONLY_FRONTMATTER.includes(key)));
        const faq: MarkdownFaq = { file, frontmatter: pageOnly, bodyQuestions: questionsFromHtml(html) };
        return { code: `export default ${JSON.stringify(faq)};`, map: null };
      }
      return {
        code: `export default ${JSON.stringify({ file, frontmatter: data, html, headings, words })};`,
        map: null,
      };
    },
  };
}
