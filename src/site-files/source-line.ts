/** The line under a twin's title that says whose page it is, where it lives and how current it is. */
import { absoluteUrl, siteConfig } from '../content/site-config';
import { formatLongDate } from '../lib/format-date';
import { link } from './markdown-text';

export function sourceLine(opts: { path: string; published?: string; updated: string; details?: readonly string[] }): string {
  const parts = [
    `By ${link(siteConfig.brandName, '/')}`,
    ...(opts.details ?? []),
    ...(opts.published ? [`Published ${formatLongDate(opts.published)}`] : []),
    ...(opts.published && opts.published.slice(0, 10) === opts.updated.slice(0, 10) ? [] : [`Updated ${formatLongDate(opts.updated)}`]),
    `Web page: ${absoluteUrl(opts.path)}`,
  ];
  return parts.join(' · ');
}
