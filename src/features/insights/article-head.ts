/** An article's head: metadata, WebPage with breadcrumb, Article with its three image crops, and FAQPage for its questions; canonical on its first slug. */
import type { ArticleMeta } from '../../content/insights/article-index';
import { siteConfig } from '../../content/site-config';
import { pageHead } from '../../seo/page-head';
import { webPageJsonLd } from '../../seo/json-ld';
import { articleImagePaths, articleJsonLd, faqPageJsonLd, type QuestionAndAnswer } from '../../seo/article-json-ld';

export function articlePath(slug: string): string {
  return `/insights/${slug}`;
}

/** When the article last changed substantively. */
export const articleUpdated = (article: Pick<ArticleMeta, 'date' | 'updated'>): string => article.updated ?? article.date;

/** `questions` are the article's closing questions (its `?faq` frontmatter, loaded with the route's head). */
export function articleHead(article: ArticleMeta, questions: readonly QuestionAndAnswer[] = []) {
  const path = articlePath(article.slug);
  const modified = articleUpdated(article);
  return pageHead({
    title: article.title,
    documentTitle: article.documentTitle,
    shortTitle: article.shortTitle,
    description: article.description,
    path,
    keywords: article.keywords,
    image: article.socialImage,
    imageAlt: article.heroAlt,
    type: 'article',
    socialTitle: article.socialTitle,
    socialDescription: article.socialDescription,
    author: article.author ?? siteConfig.brandName,
    publishedTime: article.date,
    modifiedTime: modified,
    jsonLd: [
      webPageJsonLd({
        path,
        name: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: modified,
        image: article.socialImage,
        breadcrumb: [
          { name: 'Home', path: '/' },
          { name: 'Insights', path: '/insights' },
          { name: article.shortTitle, path },
        ],
      }),
      articleJsonLd({
        path,
        headline: article.title,
        description: article.description,
        images: articleImagePaths(article.socialImage),
        datePublished: article.date,
        dateModified: modified,
        authors: article.authors,
        section: article.category,
        keywords: article.keywords,
        wordCount: article.words,
        readTime: article.readTime,
      }),
      ...(questions.length > 0 ? [faqPageJsonLd(path, questions)] : []),
    ],
  });
}
