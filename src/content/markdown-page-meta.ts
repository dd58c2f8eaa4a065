/** Turns a Markdown page's frontmatter into a static-pages entry, so its words live only in the Markdown file; a missing field fails the build with the file's name. */
import type { MarkdownMeta } from './markdown-document';
import type { StaticPage } from './static-pages-types';
import { contentError, requiredDate, requiredDescription, requiredText } from './content-rules';

function keywordsOf(frontmatter: Record<string, unknown>): string[] {
  const keywords = frontmatter.keywords;
  return Array.isArray(keywords) ? keywords.map(String) : [];
}

function readTimeOf(frontmatter: Record<string, unknown>, file: string): number | undefined {
  const value = frontmatter.readTime;
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) contentError(file, '"readTime" must be whole minutes');
  return value;
}

/** The head and hero fields every Markdown page carries, checked. */
export interface MarkdownPageFields {
  path: string;
  title: string;
  eyebrow: string;
  intro: string;
  metaTitle: string;
  description: string;
  keywords: string[];
  /** when its words last changed */
  updated: string;
  readTime?: number;
}

/** Reads and checks a Markdown page's frontmatter. */
export function markdownPageFields(meta: Pick<MarkdownMeta, 'file' | 'frontmatter'>): MarkdownPageFields {
  const { file, frontmatter } = meta;
  return {
    path: requiredText(frontmatter, 'path', file),
    title: requiredText(frontmatter, 'title', file),
    eyebrow: requiredText(frontmatter, 'eyebrow', file),
    intro: requiredText(frontmatter, 'intro', file),
    metaTitle: requiredText(frontmatter, 'metaTitle', file),
    description: requiredDescription(frontmatter, file),
    keywords: keywordsOf(frontmatter),
    updated: requiredDate(frontmatter, 'updated', file),
    readTime: readTimeOf(frontmatter, file),
  };
}

export function pageFromMarkdown(
  meta: MarkdownMeta,
  label: string,
  section: StaticPage['section'],
  extra: Pick<StaticPage, 'schemaType' | 'guide'> = {},
): StaticPage {
  const { path, title, eyebrow, intro, metaTitle, description, keywords, updated, readTime } = markdownPageFields(meta);
  return { path, title, label, eyebrow, intro, metaTitle, description, keywords, updated, readTime, section, ...extra };
}

/** Slugs listed under a frontmatter key (relatedServices, relatedInsights). */
export function frontmatterList(frontmatter: Record<string, unknown>, key: string): string[] {
  const value = frontmatter[key];
  return Array.isArray(value) ? value.map(String) : [];
}
