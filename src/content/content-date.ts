/**
 * The date the site's own page copy last changed: the content date of pages whose sources carry no
 * date of their own (home, services, insights, contact, about, sitemap). It feeds their sitemap
 * lastmod and dateModified; change it when that copy changes. Never the build time: a rebuild
 * with the same words must not claim fresh content.
 */
export const CONTENT_DATE = '2026-11-22';

/** When a page whose source may carry a date last changed: its own `updated`, else CONTENT_DATE. */
export const pageUpdated = (page: { updated?: string }): string => page.updated ?? CONTENT_DATE;
