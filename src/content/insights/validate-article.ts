/** Checks an article's frontmatter against ArticleFrontmatter; a broken article fails the build with its name. */
import type { ArticleFrontmatter, ArticleLink } from './article-types';

function fail(file: string, message: string): never {
  throw new Error(`insight article ${file}: ${message}`);
}

function str(data: Record<string, unknown>, key: string, file: string): string {
  const v = data[key];
  if (typeof v !== 'string' || !v.trim()) fail(file, `"${key}" must be a non-empty string`);
  return v;
}

function optStr(data: Record<string, unknown>, key: string, file: string): string | undefined {
  return data[key] === undefined ? undefined : str(data, key, file);
}

function strList(data: Record<string, unknown>, key: string, file: string, optional = false): string[] {
  const v = data[key];
  if (v === undefined && optional) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x.trim())) fail(file, `"${key}" must be a list of strings`);
  return v as string[];
}

function link(v: unknown, key: string, file: string): ArticleLink {
  const o = v as Record<string, unknown> | undefined;
  if (!o || typeof o.label !== 'string' || typeof o.href !== 'string' || !o.href.startsWith('/'))
    fail(file, `"${key}" must have a label and an internal href`);
  return { label: o.label, href: o.href };
}

export function validateArticleFrontmatter(data: Record<string, unknown>, file: string): ArticleFrontmatter {
  const slug = str(data, 'slug', file);
  if (slug !== file) fail(file, `slug "${slug}" must match the file name`);
  const date = str(data, 'date', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) fail(file, '"date" must be YYYY-MM-DD');
  const readTime = data.readTime;
  if (typeof readTime !== 'number' || !Number.isInteger(readTime) || readTime < 1) fail(file, '"readTime" must be whole minutes');
  const hero = str(data, 'hero', file);
  if (!hero.startsWith('/images/insights/')) fail(file, '"hero" must live under /images/insights/');
  const cta = data.cta as Record<string, unknown> | undefined;
  if (!cta) fail(file, '"cta" is required');
  const backLink = data.backLink;
  if (backLink !== undefined && typeof backLink !== 'boolean') fail(file, '"backLink" must be true or false');
  return {
    slug,
    aliases: strList(data, 'aliases', file, true),
    title: str(data, 'title', file),
    shortTitle: str(data, 'shortTitle', file),
    lead: str(data, 'lead', file),
    date,
    category: str(data, 'category', file),
    readTime,
    hero,
    heroAlt: str(data, 'heroAlt', file),
    description: str(data, 'description', file),
    keywords: strList(data, 'keywords', file),
    socialTitle: str(data, 'socialTitle', file),
    socialDescription: str(data, 'socialDescription', file),
    socialImage: str(data, 'socialImage', file),
    documentTitle: optStr(data, 'documentTitle', file),
    author: optStr(data, 'author', file),
    related: strList(data, 'related', file),
    cta: {
      heading: str(cta, 'heading', file),
      text: str(cta, 'text', file),
      primary: link(cta.primary, 'cta.primary', file),
      secondary: cta.secondary === undefined ? undefined : link(cta.secondary, 'cta.secondary', file),
    },
    shareLabel: optStr(data, 'shareLabel', file),
    backLink: backLink === true,
  };
}
