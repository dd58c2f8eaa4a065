/** Builds a route's head: title, description, keywords, canonical, Open Graph, Twitter card, JSON-LD, and links to the page's Markdown twin and the feeds. */
import type { DetailedHTMLProps, MetaHTMLAttributes } from 'react';
import { absoluteUrl, siteConfig } from '../content/site-config';
import { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../lib/spec-constants';
import { zonedDateTime } from '../lib/zoned-date';
import { documentTitle as fitTitle } from './document-title';
import type { JsonLd } from './json-ld';
import { ATOM_FEED_PATH, RSS_FEED_PATH, markdownTwinPath } from './site-paths';

export interface PageMeta {
  /** page title without the brand */
  title: string;
  description: string;
  /** path of the canonical URL */
  path: string;
  keywords?: readonly string[];
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** the document title's words when they differ from `title`; the brand is added where it fits */
  documentTitle?: string;
  /** a shorter title, used when the full one cannot fit 60 characters */
  shortTitle?: string;
  socialTitle?: string;
  socialDescription?: string;
  author?: string;
  /** content dates (YYYY-MM-DD or zoned date-times), for article:published_time and article:modified_time */
  publishedTime?: string;
  modifiedTime?: string;
  jsonLd?: ReadonlyArray<JsonLd>;
}

export const defaultMeta = {
  title: `${siteConfig.brandName} | ${siteConfig.tagline}`,
  description:
    'Become the source AI engines cite. Ascend Strategy Consulting builds AI authority with answer-engine and generative-engine optimization and topical authority.',
  keywords: [
    'AI marketing',
    'answer engine optimization',
    'AEO',
    'generative engine optimization',
    'GEO',
    'topical authority',
    'AI content creation',
    'marketing automation',
  ],
  image: DEFAULT_SOCIAL_IMAGE,
  imageAlt: `${siteConfig.brandName}: AI-powered authority building`,
} as const;

/** The firm's handle on X (Twitter), read from its profile link: "@ascendauthority". */
function twitterHandle(): string | undefined {
  const profile = siteConfig.socialLinks.find((link) => /^https:\/\/(www\.)?(twitter|x)\.com\/[^/]+/.test(link.url));
  return profile && `@${new URL(profile.url).pathname.split('/')[1]}`;
}

const twitterSite = twitterHandle();

/** A head meta entry as TanStack Router takes it. */
export type MetaTag = DetailedHTMLProps<MetaHTMLAttributes<HTMLMetaElement>, HTMLMetaElement>;

/** TanStack Router renders `{ 'script:ld+json': data }` meta entries as JSON-LD scripts; its types do not list them. */
export function jsonLdTag(data: JsonLd): MetaTag {
  return { 'script:ld+json': data } as MetaTag;
}

/** Autodiscovery links to the insights feeds; the root route puts them in every page's head, the 404 page's included. */
export const feedLinks = [
  { rel: 'alternate', type: 'application/rss+xml', title: `${siteConfig.brandName} Insights (RSS)`, href: RSS_FEED_PATH },
  { rel: 'alternate', type: 'application/atom+xml', title: `${siteConfig.brandName} Insights (Atom)`, href: ATOM_FEED_PATH },
];

/** The head object TanStack Router renders through <HeadContent />. */
export function pageHead(meta: PageMeta) {
  const url = absoluteUrl(meta.path);
  const documentTitle = meta.path === '/' ? defaultMeta.title : fitTitle([meta.documentTitle ?? meta.title, meta.shortTitle]);
  const image = absoluteUrl(meta.image ?? defaultMeta.image);
  const imageAlt = meta.imageAlt ?? defaultMeta.imageAlt;
  const socialTitle = meta.socialTitle ?? meta.title;
  const socialDescription = meta.socialDescription ?? meta.description;
  const keywords = (meta.keywords ?? defaultMeta.keywords).join(', ');
  const tags: MetaTag[] = [
    { title: documentTitle },
    { name: 'description', content: meta.description },
    { name: 'keywords', content: keywords },
    { name: 'robots', content: meta.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: socialDescription },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:url', content: url },
    { property: 'og:type', content: meta.type ?? 'website' },
    { property: 'og:site_name', content: siteConfig.brandName },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(twitterSite ? [{ name: 'twitter:site', content: twitterSite }] : []),
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: socialDescription },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (meta.author) tags.push({ name: 'author', content: meta.author });
  if (meta.publishedTime) tags.push({ property: 'article:published_time', content: zonedDateTime(meta.publishedTime) });
  if (meta.modifiedTime) tags.push({ property: 'article:modified_time', content: zonedDateTime(meta.modifiedTime) });
  for (const data of meta.jsonLd ?? []) tags.push(jsonLdTag(data));
  const twin = meta.noindex ? undefined : markdownTwinPath(meta.path);
  return {
    meta: tags,
    links: [
      { rel: 'canonical', href: url },
      ...(twin ? [{ rel: 'alternate', type: 'text/markdown', title: `${meta.title} (Markdown)`, href: twin }] : []),
    ],
  };
}
