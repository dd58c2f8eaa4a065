/** An article's head: metadata, Article and breadcrumb structured data, canonical on its first slug. */
import type { ArticleMeta } from '../../content/insights/article-index';
import { absoluteUrl, siteConfig } from '../../content/site-config';
import { pageHead } from '../../seo/page-head';
import { webPageJsonLd } from '../../seo/json-ld';

export function articlePath(slug: string): string {
  return `/insights/${slug}`;
}

export function articleHead(article: ArticleMeta) {
  const path = articlePath(article.slug);
  return pageHead({
    title: article.title,
    documentTitle: article.documentTitle,
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
    jsonLd: [
      webPageJsonLd({
        path,
        name: article.title,
        description: article.description,
        breadcrumb: [
          { name: 'Home', path: '/' },
          { name: 'Insights', path: '/insights' },
          { name: article.shortTitle, path },
        ],
      }),
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        '@id': `${absoluteUrl(path)}#article`,
        headline: article.title,
        description: article.description,
        image: absoluteUrl(article.socialImage),
        datePublished: article.date,
        dateModified: article.date,
        articleSection: article.category,
        keywords: article.keywords.join(', '),
        wordCount: article.words,
        timeRequired: `PT${article.readTime}M`,
        inLanguage: 'en-US',
        mainEntityOfPage: absoluteUrl(path),
        author: { '@type': 'Organization', name: article.author ?? siteConfig.brandName, url: siteConfig.siteUrl },
        publisher: { '@id': `${siteConfig.siteUrl}/#organization` },
      },
    ],
  });
}
