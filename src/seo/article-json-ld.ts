/** Article and FAQPage nodes: insight articles and the Authority Hub's guides, their authors, images and questions. */
import type { ArticleLeaf, FAQPage, Organization, Person, WithContext } from 'schema-dts';
import { absoluteUrl, siteConfig } from '../content/site-config';
import { zonedDateTime } from '../lib/zoned-date';
import { ORGANIZATION_ID, logoJsonLd, organizationRef, webPageId } from './json-ld';

/** A person credited by name in a content source. */
export interface NamedAuthor {
  name: string;
  url: string;
  jobTitle?: string;
}

/** The firm as the author: named, with its URL, and the same @id as the Organization node. */
function firmAsAuthor(): Organization {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: siteConfig.brandName, url: siteConfig.siteUrl };
}

/** The firm as the publisher: the Organization node's @id, with the name and logo a reader of the Article block alone needs. */
function firmAsPublisher(): Organization {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: siteConfig.brandName, url: siteConfig.siteUrl, logo: logoJsonLd() };
}

/** The authors of a piece: the people its source names, or else the firm. Never an invented person. */
export function authorsJsonLd(authors: readonly NamedAuthor[] | undefined): Array<Organization | Person> {
  if (!authors || authors.length === 0) return [firmAsAuthor()];
  return authors.map((a) => ({
    '@type': 'Person',
    name: a.name,
    url: absoluteUrl(a.url),
    ...(a.jobTitle ? { jobTitle: a.jobTitle } : {}),
    worksFor: organizationRef,
  }));
}

/** The three image crops Google asks for on articles (16:9, 4:3, 1:1), made by the image pipeline next to the social card. */
export function articleImagePaths(socialImage: string): string[] {
  const base = socialImage.replace(/\.(jpg|jpeg|png|webp)$/, '');
  return [`${base}-16x9.jpg`, `${base}-4x3.jpg`, `${base}-1x1.jpg`];
}

export interface ArticleJsonLdInput {
  path: string;
  headline: string;
  description: string;
  /** the 16:9, 4:3 and 1:1 crops, site paths */
  images: readonly string[];
  datePublished: string;
  dateModified: string;
  authors?: readonly NamedAuthor[];
  section?: string;
  keywords?: readonly string[];
  wordCount?: number;
  /** minutes */
  readTime?: number;
}

/** An Article whose page, publisher and (by default) author are the site's own nodes. */
export function articleJsonLd(input: ArticleJsonLdInput): WithContext<ArticleLeaf> {
  const url = absoluteUrl(input.path);
  const node: WithContext<ArticleLeaf> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: input.headline,
    description: input.description,
    image: input.images.map((image) => absoluteUrl(image)),
    datePublished: zonedDateTime(input.datePublished),
    dateModified: zonedDateTime(input.dateModified),
    author: authorsJsonLd(input.authors),
    publisher: firmAsPublisher(),
    mainEntityOfPage: { '@id': webPageId(input.path) },
    url,
    inLanguage: 'en-US',
    isAccessibleForFree: true,
  };
  if (input.section) node.articleSection = input.section;
  if (input.keywords?.length) node.keywords = input.keywords.join(', ');
  if (input.wordCount) node.wordCount = input.wordCount;
  if (input.readTime) node.timeRequired = `PT${input.readTime}M`;
  return node;
}

/** A question and its answer, as shown on the page. */
export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** Questions shown on a page as a FAQPage node; `id` tells one page's FAQ blocks apart. */
export function faqPageJsonLd(path: string, questions: readonly QuestionAndAnswer[], id = 'faq'): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#${id}`,
    url: absoluteUrl(path),
    isPartOf: { '@id': webPageId(path) },
    inLanguage: 'en-US',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}
