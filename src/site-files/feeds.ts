/** The insights feeds: RSS 2.0 and Atom 1.0, every article in full, dated from the articles themselves (never the build time). */
import type { ArticleMeta } from '../content/insights/article-index';
import type { ArticleAnswerFirst } from '../content/insights/article-types';
import { absoluteUrl, siteConfig } from '../content/site-config';
import { laterDate, rfc822Date, zonedDateTime } from '../lib/zoned-date';
import { ATOM_FEED_PATH, RSS_FEED_PATH } from '../seo/site-paths';
import { articleFeedHtml } from './article-feed-html';
import { cdata, xmlText } from './xml-text';

/** An article with its rendered body HTML. */
export interface FeedArticle {
  article: ArticleMeta & ArticleAnswerFirst;
  bodyHtml: string;
}

const FEED_TITLE = `${siteConfig.brandName} Insights`;
const FEED_DESCRIPTION =
  'Long-form analysis on the shift from search to answers: AI authority, zero-click search, AEO and GEO, E-E-A-T, topical authority and AI content operations.';
const INSIGHTS_URL = absoluteUrl('/insights');
const updatedOf = (a: ArticleMeta) => a.updated ?? a.date;
const articleUrl = (a: ArticleMeta) => absoluteUrl(`/insights/${a.slug}`);
const newest = (items: readonly FeedArticle[]) => items.map((i) => updatedOf(i.article)).reduce(laterDate);

/** RSS 2.0 with content:encoded full text and an atom:link to itself. */
export function rssFeed(items: readonly FeedArticle[]): string {
  const entries = items.map(({ article, bodyHtml }) =>
    [
      '    <item>',
      `      <title>${xmlText(article.title)}</title>`,
      `      <link>${articleUrl(article)}</link>`,
      `      <guid isPermaLink="true">${articleUrl(article)}</guid>`,
      `      <pubDate>${rfc822Date(article.date)}</pubDate>`,
      `      <dc:creator>${xmlText(siteConfig.brandName)}</dc:creator>`,
      `      <category>${xmlText(article.category)}</category>`,
      `      <description>${xmlText(article.description)}</description>`,
      `      <content:encoded>${cdata(articleFeedHtml(article, bodyHtml))}</content:encoded>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(FEED_TITLE)}</title>`,
    `    <link>${INSIGHTS_URL}</link>`,
    `    <description>${xmlText(FEED_DESCRIPTION)}</description>`,
    '    <language>en-us</language>',
    `    <copyright>${xmlText(`© ${siteConfig.brandName}`)}</copyright>`,
    `    <lastBuildDate>${rfc822Date(newest(items))}</lastBuildDate>`,
    `    <atom:link href="${absoluteUrl(RSS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    '    <image>',
    `      <url>${absoluteUrl('/icons/icon-192.png')}</url>`,
    `      <title>${xmlText(FEED_TITLE)}</title>`,
    `      <link>${INSIGHTS_URL}</link>`,
    '    </image>',
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 with the full text as HTML content. */
export function atomFeed(items: readonly FeedArticle[]): string {
  const author = `<author><name>${xmlText(siteConfig.brandName)}</name><uri>${siteConfig.siteUrl}/</uri></author>`;
  const entries = items.map(({ article, bodyHtml }) =>
    [
      '  <entry>',
      `    <id>${articleUrl(article)}</id>`,
      `    <title>${xmlText(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${articleUrl(article)}"/>`,
      `    <link rel="alternate" type="text/markdown" href="${articleUrl(article)}.md"/>`,
      `    <published>${zonedDateTime(article.date)}</published>`,
      `    <updated>${zonedDateTime(updatedOf(article))}</updated>`,
      `    ${author}`,
      `    <category term="${xmlText(article.category)}"/>`,
      `    <summary>${xmlText(article.description)}</summary>`,
      `    <content type="html">${xmlText(articleFeedHtml(article, bodyHtml))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    `  <id>${INSIGHTS_URL}</id>`,
    `  <title>${xmlText(FEED_TITLE)}</title>`,
    `  <subtitle>${xmlText(FEED_DESCRIPTION)}</subtitle>`,
    `  <updated>${zonedDateTime(newest(items))}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${absoluteUrl(ATOM_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${INSIGHTS_URL}"/>`,
    `  ${author}`,
    `  <icon>${absoluteUrl('/favicon.svg')}</icon>`,
    `  <logo>${absoluteUrl('/icons/icon-512.png')}</logo>`,
    `  <rights>${xmlText(`© ${siteConfig.brandName}`)}</rights>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
