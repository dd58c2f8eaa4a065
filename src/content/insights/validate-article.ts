/** Checks an article's frontmatter against ArticleFrontmatter; a broken article fails the build with its file's name. */
import type { ArticleAnswerFirst, ArticleFrontmatter, ArticleLink, ArticleQuestion, ContentAuthor } from './article-types';
import { contentError, optionalDate, requiredDate, requiredDescription, requiredText } from '../content-rules';
import { zonedDateTime } from '../../lib/zoned-date';

/** Where an article's source lives, for error messages. */
export const articleFile = (slug: string) => `src/content/insights/articles/${slug}.md`;

function optStr(data: Record<string, unknown>, key: string, file: string): string | undefined {
  return data[key] === undefined ? undefined : requiredText(data, key, file);
}

function strList(data: Record<string, unknown>, key: string, file: string, optional = false): string[] {
  const v = data[key];
  if (v === undefined && optional) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x.trim())) contentError(file, `"${key}" must be a list of strings`);
  return v as string[];
}

function sized<T>(list: T[], key: string, file: string, min: number, max: number): T[] {
  if (list.length < min || list.length > max) contentError(file, `"${key}" has ${list.length} entries; it must have ${min}-${max}`);
  return list;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function link(v: unknown, key: string, file: string): ArticleLink {
  const o = v as Record<string, unknown> | undefined;
  if (!o || typeof o.label !== 'string' || typeof o.href !== 'string' || !o.href.startsWith('/'))
    contentError(file, `"${key}" must have a label and an internal href`);
  return { label: o.label, href: o.href };
}

function questions(data: Record<string, unknown>, file: string): ArticleQuestion[] {
  const v = data.questions;
  if (!Array.isArray(v)) contentError(file, '"questions" is missing; it must list 3-5 { question, answer } pairs');
  return sized(v, 'questions', file, 3, 5).map((entry, i) => {
    const o = (entry ?? {}) as Record<string, unknown>;
    const question = requiredText(o, 'question', `${file} questions[${i}]`);
    if (!question.trim().endsWith('?')) contentError(file, `questions[${i}] must be a question ending in "?"`);
    return { question, answer: requiredText(o, 'answer', `${file} questions[${i}]`) };
  });
}

function authors(data: Record<string, unknown>, file: string): ContentAuthor[] | undefined {
  const v = data.authors;
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length === 0) contentError(file, '"authors" must list the people who wrote the article');
  return v.map((entry, i) => {
    const o = (entry ?? {}) as Record<string, unknown>;
    const url = requiredText(o, 'url', `${file} authors[${i}]`);
    if (!/^(https:\/\/|\/)/.test(url)) contentError(file, `authors[${i}].url must be an https URL or a path on this site`);
    return { name: requiredText(o, 'name', `${file} authors[${i}]`), url, jobTitle: optStr(o, 'jobTitle', `${file} authors[${i}]`) };
  });
}

export function validateArticleFrontmatter(data: Record<string, unknown>, slug: string): ArticleFrontmatter {
  const file = articleFile(slug);
  const declared = requiredText(data, 'slug', file);
  if (declared !== slug) contentError(file, `slug "${declared}" must match the file name`);
  const date = requiredDate(data, 'date', file);
  const updated = optionalDate(data, 'updated', file);
  if (updated && Date.parse(zonedDateTime(updated)) < Date.parse(zonedDateTime(date))) contentError(file, '"updated" is before "date"');
  const readTime = data.readTime;
  if (typeof readTime !== 'number' || !Number.isInteger(readTime) || readTime < 1) contentError(file, '"readTime" must be whole minutes');
  const hero = requiredText(data, 'hero', file);
  if (!hero.startsWith('/images/insights/')) contentError(file, '"hero" must live under /images/insights/');
  const cta = data.cta as Record<string, unknown> | undefined;
  if (!cta) contentError(file, '"cta" is required');
  const backLink = data.backLink;
  if (backLink !== undefined && typeof backLink !== 'boolean') contentError(file, '"backLink" must be true or false');
  return {
    slug,
    aliases: strList(data, 'aliases', file, true),
    title: requiredText(data, 'title', file),
    shortTitle: requiredText(data, 'shortTitle', file),
    lead: requiredText(data, 'lead', file),
    date,
    updated,
    category: requiredText(data, 'category', file),
    readTime,
    hero,
    heroAlt: requiredText(data, 'heroAlt', file),
    description: requiredDescription(data, file),
    keywords: strList(data, 'keywords', file),
    socialTitle: requiredText(data, 'socialTitle', file),
    socialDescription: requiredText(data, 'socialDescription', file),
    socialImage: requiredText(data, 'socialImage', file),
    documentTitle: optStr(data, 'documentTitle', file),
    author: optStr(data, 'author', file),
    authors: authors(data, file),
    related: strList(data, 'related', file),
    cta: {
      heading: requiredText(cta, 'heading', file),
      text: requiredText(cta, 'text', file),
      primary: link(cta.primary, 'cta.primary', file),
      secondary: cta.secondary === undefined ? undefined : link(cta.secondary, 'cta.secondary', file),
    },
    shareLabel: optStr(data, 'shareLabel', file),
    backLink: backLink === true,
  };
}

/** Checks the answer-first parts of an article's frontmatter (from its full source, not `?meta`). */
export function validateArticleAnswerFirst(data: Record<string, unknown>, slug: string): ArticleAnswerFirst {
  const file = articleFile(slug);
  const answer = requiredText(data, 'answer', file);
  if (wordCount(answer) < 25 || wordCount(answer) > 90) contentError(file, `"answer" has ${wordCount(answer)} words; a quotable answer has 25-90`);
  return {
    answer,
    takeaways: sized(strList(data, 'takeaways', file), 'takeaways', file, 3, 5),
    questions: questions(data, file),
  };
}
