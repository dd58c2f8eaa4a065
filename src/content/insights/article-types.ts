/** Frontmatter of an insight article (src/content/insights/articles/<slug>.md), validated at build time. */

export interface ArticleLink {
  label: string;
  href: string;
}

/** A named person who wrote a piece. The firm itself is the author until real people are named in a source. */
export interface ContentAuthor {
  name: string;
  /** their profile page: absolute, or a path on this site */
  url: string;
  jobTitle?: string;
}

/** One question a reader asks, answered from the article's own body. */
export interface ArticleQuestion {
  question: string;
  answer: string;
}

/** The answer-first parts of an article, which only its own page shows; they travel with the body, not with the listings' metadata. */
export interface ArticleAnswerFirst {
  /** the short, direct answer that opens the article after its lead: the passage an answer engine quotes */
  answer: string;
  /** three to five key takeaways shown with the answer */
  takeaways: string[];
  /** three to five questions and answers, drawn from the body, that close the article */
  questions: ArticleQuestion[];
}

export interface ArticleFrontmatter {
  slug: string;
  /** other slugs that render the same article; the canonical URL stays on `slug` */
  aliases?: string[];
  title: string;
  /** breadcrumb and card label */
  shortTitle: string;
  lead: string;
  /** first published: YYYY-MM-DD (start of that day in New York) or an ISO date-time with zone */
  date: string;
  /** last substantive change, same format; defaults to `date` */
  updated?: string;
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
  /** the author meta text (SPEC names one article's); structured data credits the firm unless `authors` names people */
  author?: string;
  /** real people credited as authors, when the firm names them */
  authors?: ContentAuthor[];
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
