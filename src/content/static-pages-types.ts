/** A fixed page's hero and head. */
export interface StaticPage {
  path: string;
  /** H1 */
  title: string;
  /** short label in navigation, breadcrumbs and the sitemap */
  label: string;
  eyebrow: string;
  intro: string;
  /** document title without the brand, when it differs from `label: title` */
  metaTitle?: string;
  description: string;
  keywords: string[];
  section: 'Company' | 'Services' | 'Authority Hub' | 'Insights & Research' | 'Legal';
  noindex?: boolean;
}
