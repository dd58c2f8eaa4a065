/** Frontmatter of an insight article (src/content/insights/articles/<slug>.md), validated at build time. */

export interface ArticleLink {
  label: string;
  href: string;
}

export interface ArticleFrontmatter {
  slug: string;
  /** other slugs that render the same article; the canonical URL stays on `slug` */
  aliases?: string[];
  title: string;
  /** breadcrumb and card label */
  shortTitle: string;
  lead: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
  category: string;
  /** minutes */
  readTime: number;
  /** /images/insights/<slug>.webp */
  hero: string;
  heroAlt: string;
  description: string;
  keywords: string[];
  socialTitle: string;
  socialDescription: string;
  socialImage: string;
  /** document title when it must differ from `${title} | brand` */
  documentTitle?: string;
  author?: string;
  related: string[];
  cta: {
    heading: string;
    text: string;
    primary: ArticleLink;
    secondary?: ArticleLink;
  };
  /** label of the share button, where SPEC names one */
  shareLabel?: string;
  /** whether the page shows 'Back to All Strategic Intelligence' */
  backLink?: boolean;
}
