/** Builds a route's head: title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD. */
import type { DetailedHTMLProps, MetaHTMLAttributes } from 'react';
import { absoluteUrl, siteConfig } from '../content/site-config';
import { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../lib/spec-constants';

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
  /** full document title when it must not be `${title} | brand` */
  documentTitle?: string;
  socialTitle?: string;
  socialDescription?: string;
  author?: string;
  publishedTime?: string;
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

export const defaultMeta = {
  title: `${siteConfig.brandName} | ${siteConfig.tagline}`,
  description:
    'Become the authority AI engines cite. Ascend Strategy Consulting builds AI authority with answer-engine and generative-engine optimization, topical authority and AI content operations.',
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

/** A head meta entry as TanStack Router takes it. */
export type MetaTag = DetailedHTMLProps<MetaHTMLAttributes<HTMLMetaElement>, HTMLMetaElement>;

/** TanStack Router renders `{ 'script:ld+json': data }` meta entries as JSON-LD scripts; its types do not list them. */
export function jsonLdTag(data: Record<string, unknown>): MetaTag {
  return { 'script:ld+json': data } as MetaTag;
}

/** The head object TanStack Router renders through <HeadContent />. */
export function pageHead(meta: PageMeta) {
  const url = absoluteUrl(meta.path);
  const documentTitle = meta.documentTitle
    ? `${meta.documentTitle} | ${siteConfig.brandName}`
    : meta.path === '/'
      ? defaultMeta.title
      : `${meta.title} | ${siteConfig.brandName}`;
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
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: socialDescription },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (meta.author) tags.push({ name: 'author', content: meta.author });
  if (meta.publishedTime) tags.push({ property: 'article:published_time', content: meta.publishedTime });
  for (const data of meta.jsonLd ?? []) tags.push(jsonLdTag(data));
  return {
    meta: tags,
    links: [{ rel: 'canonical', href: url }],
  };
}
