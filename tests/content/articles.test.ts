/** Content checks of the insight articles: frontmatter, links, reading time, hero images, aliases. */
import { describe, expect, it } from 'vitest';
import { articles, findArticle } from '../../src/content/insights/article-index';
import { validateArticleFrontmatter } from '../../src/content/insights/validate-article';
import { fileSlug, type MarkdownDocument } from '../../src/content/markdown-document';
import { internalHrefs, isKnownTarget } from './internal-targets';

const docs = import.meta.glob<MarkdownDocument>('../../src/content/insights/articles/*.md', { import: 'default', eager: true });
const files = Object.entries(docs).map(([key, doc]) => ({ slug: fileSlug(key), doc }));
const WORDS_PER_MINUTE = 230;

describe('insight articles', () => {
  it('are the eleven SPEC lists, each in its own file, newest first', () => {
    expect(files).toHaveLength(11);
    expect(articles.map((a) => a.slug).sort()).toEqual(files.map((f) => f.slug).sort());
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(files)('$slug: frontmatter is complete and valid', ({ slug, doc }) => {
    const fm = validateArticleFrontmatter(doc.frontmatter, slug);
    for (const key of [
      'title',
      'shortTitle',
      'lead',
      'category',
      'heroAlt',
      'description',
      'socialTitle',
      'socialDescription',
    ] as const) {
      expect(fm[key].trim(), key).not.toBe('');
    }
    expect(fm.keywords.length).toBeGreaterThanOrEqual(5);
    expect(fm.description.length, 'description fits a search snippet').toBeLessThanOrEqual(165);
    expect(fm.description.length).toBeGreaterThanOrEqual(110);
    expect(fm.hero).toBe(`/images/insights/${slug}.webp`);
    expect(fm.socialImage).toBe(`/images/insights/${slug}.jpg`);
    expect(fm.readTime).toBeGreaterThanOrEqual(10);
    expect(fm.readTime).toBeLessThanOrEqual(22);
  });

  it.each(files)('$slug: two or three related articles, each resolving to another article', ({ slug }) => {
    const article = findArticle(slug)!;
    expect(article.related.length).toBeGreaterThanOrEqual(2);
    expect(article.related.length).toBeLessThanOrEqual(3);
    for (const related of article.related) {
      expect(findArticle(related), related).toBeDefined();
      expect(findArticle(related)!.slug, 'related points at a canonical slug, not itself').not.toBe(slug);
    }
  });

  it.each(files)('$slug: call-to-action targets are real pages', ({ slug }) => {
    const { cta } = findArticle(slug)!;
    for (const link of [cta.primary, cta.secondary].filter((l) => l !== undefined)) {
      expect(isKnownTarget(link.href), `${link.label} -> ${link.href}`).toBe(true);
    }
  });

  it.each(files)('$slug: every internal link in the body resolves to a page, every fragment to a heading', ({ slug, doc }) => {
    const hrefs = internalHrefs(doc.html);
    expect(hrefs.length, 'articles link into the site').toBeGreaterThan(0);
    for (const href of hrefs) expect(isKnownTarget(href), href).toBe(true);
    const ids = new Set(doc.headings.map((h) => h.id));
    for (const [, id] of doc.html.matchAll(/href="#([^"]+)"/g)) expect(ids.has(id), `${slug}#${id}`).toBe(true);
  });

  it.each(files)('$slug: word count fits the stated reading time at 230 wpm within 20%', ({ slug, doc }) => {
    const { readTime } = findArticle(slug)!;
    const minutes = doc.words / WORDS_PER_MINUTE;
    expect(Math.abs(minutes - readTime) / readTime, `${doc.words} words for ${readTime} min`).toBeLessThanOrEqual(0.2);
  });
});
