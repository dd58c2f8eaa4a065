/** Head of an Authority Hub guide (the six pillars and the practical guides): an Article with its three image crops. */
import { siteConfig } from '../content/site-config';
import type { MarkdownPageFields } from '../content/markdown-page-meta';
import { articleImagePaths, articleJsonLd, faqPageJsonLd, type QuestionAndAnswer } from './article-json-ld';
import { standardPageHead, type Crumb } from './standard-page-head';

/** The social card of a hub guide, drawn by the image pipeline: /images/authority-hub/<last path segment>.jpg. */
export function guideSocialImage(path: string): string {
  return `/images/authority-hub/${path.split('/').filter(Boolean).pop()}.jpg`;
}

/** What a guide's head is built from: its checked frontmatter, and from its body the word count and the questions it answers. */
export type GuideFields = Pick<MarkdownPageFields, 'path' | 'title' | 'metaTitle' | 'description' | 'keywords' | 'updated' | 'readTime'> & {
  words?: number;
  questions?: readonly QuestionAndAnswer[];
};

export function guideHead(fields: GuideFields, parents: Crumb[], label = fields.title) {
  const image = guideSocialImage(fields.path);
  const questions = fields.questions ?? [];
  return standardPageHead(
    {
      title: fields.metaTitle,
      shortTitle: label,
      description: fields.description,
      path: fields.path,
      keywords: fields.keywords,
      image,
      imageAlt: `${fields.title}: a guide from ${siteConfig.brandName}`,
      type: 'article',
      publishedTime: fields.updated,
      modifiedTime: fields.updated,
      dateModified: fields.updated,
      jsonLd: [
        articleJsonLd({
          path: fields.path,
          headline: fields.title,
          description: fields.description,
          images: articleImagePaths(image),
          datePublished: fields.updated,
          dateModified: fields.updated,
          section: 'Authority Hub',
          keywords: fields.keywords,
          wordCount: fields.words,
          readTime: fields.readTime,
        }),
        ...(questions.length > 0 ? [faqPageJsonLd(fields.path, questions)] : []),
      ],
    },
    [...parents, { name: label, path: fields.path }],
  );
}
