/** Turns a Markdown page's frontmatter into a static-pages entry, so its words live only in the Markdown file. */
import type { MarkdownMeta } from './markdown-document';
import type { StaticPage } from './static-pages-types';

function field(meta: MarkdownMeta, key: string): string {
  const value = meta.frontmatter[key];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`Markdown page ${String(meta.frontmatter.path)}: "${key}" is required`);
  return value;
}

export function pageFromMarkdown(meta: MarkdownMeta, label: string, section: StaticPage['section']): StaticPage {
  const keywords = meta.frontmatter.keywords;
  return {
    path: field(meta, 'path'),
    title: field(meta, 'title'),
    label,
    eyebrow: field(meta, 'eyebrow'),
    intro: field(meta, 'intro'),
    metaTitle: field(meta, 'metaTitle'),
    description: field(meta, 'description'),
    keywords: Array.isArray(keywords) ? keywords.map(String) : [],
    section,
  };
}

/** Slugs listed under a frontmatter key (relatedServices, relatedInsights). */
export function frontmatterList(frontmatter: Record<string, unknown>, key: string): string[] {
  const value = frontmatter[key];
  return Array.isArray(value) ? value.map(String) : [];
}
