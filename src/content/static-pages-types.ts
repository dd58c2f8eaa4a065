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
  /** when its words last changed (YYYY-MM-DD); pages without one take CONTENT_DATE */
  updated?: string;
  /** the schema.org type of the page's WebPage node, when more specific than WebPage */
  schemaType?: 'AboutPage' | 'ContactPage' | 'CollectionPage';
  /** a long-form guide: described as an Article, like the pillar guides */
  guide?: boolean;
  /** minutes, for long-form pages */
  readTime?: number;
}
