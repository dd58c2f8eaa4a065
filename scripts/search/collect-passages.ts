/**
 * The site's words as search passages: every public page split at its headings, each passage
 * linking to its section (url#anchor). Read from the same sources the pages render from, so the
 * browser's search index and the assistant's retrieval never disagree with a page.
 * Loaded through Vite (scripts/search/load-passages.mjs) for import.meta.glob and Markdown.
 */
import { serviceCatalogue } from '../../src/content/services/service-catalogue';
import { staticPages } from '../../src/content/static-pages';
import { aboutContent } from '../../src/content/pages/about-content';
import { serviceDetailCopy } from '../../src/features/services/services-copy';
import { contactTexts } from '../../src/features/contact/contact-texts';
import { siteConfig } from '../../src/content/site-config';
import type { MarkdownDocument } from '../../src/content/markdown-document';
import { faqAnchor } from '../../src/lib/faq-anchor';
import { chunkText, htmlSections, type Section } from './html-sections';

/** One searchable passage: a section (or part of a long one) of one page. */
export interface SitePassage {
  id: number;
  /** where the passage is: the page's path, plus #anchor of its section when it has one */
  url: string;
  /** the page's path */
  page: string;
  /** the page's title */
  title: string;
  /** the section's heading ('' for a page's opening) */
  heading: string;
  /** what kind of page, as a visitor names it */
  kind: string;
  /** the page's own keywords, space-separated */
  keywords: string;
  text: string;
}

type Draft = Omit<SitePassage, 'id'>;

const articles = import.meta.glob<MarkdownDocument>('/src/content/insights/articles/*.md', { import: 'default', eager: true });
const pages = import.meta.glob<MarkdownDocument>('/src/content/pages/*.md', { import: 'default', eager: true });

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function kindOf(path: string): string {
  if (path.startsWith('/services/')) return 'Service';
  if (path.startsWith('/insights/')) return 'Insight';
  if (path.startsWith('/authority-hub')) return 'Authority Hub';
  if (path.startsWith('/case-studies')) return 'Case Studies';
  if (path.startsWith('/csr-initiatives')) return 'CSR';
  if (path.startsWith('/research')) return 'Research';
  if (path === '/privacy' || path === '/terms') return 'Legal';
  return 'Page';
}

/** A page's sections as passages; long sections become several passages with the same anchor. */
function fromSections(page: string, title: string, keywords: string[], sections: Section[]): Draft[] {
  const kind = kindOf(page);
  return sections.flatMap((section) =>
    chunkText(section.text).map((text) => ({
      url: section.anchor ? `${page}#${section.anchor}` : page,
      page,
      title,
      heading: section.heading,
      kind,
      keywords: keywords.join(' '),
      text,
    })),
  );
}

function servicePassages(): Draft[] {
  const names = serviceDetailCopy.sections;
  return serviceCatalogue.flatMap((s) =>
    fromSections(`/services/${s.slug}`, s.title, [], [
      { anchor: '', heading: '', text: s.subtitle },
      { anchor: 'service-challenge', heading: names.challenge, text: s.businessPainPoint },
      { anchor: 'service-solution', heading: names.solution, text: s.ascSolution },
      { anchor: 'service-key-features', heading: names.keyFeatures, text: s.keyFeatures.join('. ') },
      { anchor: 'service-benefits', heading: names.benefits, text: s.benefits.map((b) => `${b.title}: ${b.description}`).join(' ') },
      { anchor: 'service-how-it-works', heading: names.howItWorks, text: s.howItWorks.map((h) => `${h.title}: ${h.description}`).join(' ') },
      ...s.aeoFaqSection.map((faq) => ({ anchor: faqAnchor(faq.question), heading: faq.question, text: faq.answer })),
    ]),
  );
}

function articlePassages(): Draft[] {
  return Object.values(articles).flatMap(({ frontmatter: fm, html }) => {
    const page = `/insights/${str(fm.slug)}`;
    const cta = (fm.cta ?? {}) as Record<string, unknown>;
    return fromSections(page, str(fm.title), list(fm.keywords), [
      { anchor: '', heading: '', text: `${str(fm.lead)} ${str(fm.category)}` },
      ...htmlSections(html),
      { anchor: '', heading: str(cta.heading), text: str(cta.text) },
    ]);
  });
}

function markdownPagePassages(): Draft[] {
  return Object.values(pages).flatMap(({ frontmatter: fm, html }) => {
    const page = str(fm.path);
    return fromSections(page, str(fm.title), list(fm.keywords), [{ anchor: '', heading: '', text: str(fm.intro) }, ...htmlSections(html)]);
  });
}

// Every string of an /about section except links and slugs: what the section shows.
function visibleStrings(value: unknown): string[] {
  if (typeof value === 'string') return /^(\/|[a-z0-9-]+$)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(visibleStrings);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'href' || key === 'icon' || key === 'to' ? [] : visibleStrings(inner)));
  }
  return [];
}

const ABOUT_ANCHORS: Record<string, string> = {
  hero: '',
  paradigmShift: 'about-paradigm',
  serviceModel: 'about-service-model',
  painPoints: 'about-pain-points',
  recommendations: 'about-recommendations',
  figures: 'about-market',
  story: 'about-story',
  cta: 'about-cta',
};

function aboutPassages(): Draft[] {
  const sections = Object.entries(ABOUT_ANCHORS).map(([key, anchor]) => {
    const section = aboutContent[key as keyof typeof aboutContent] as unknown as Record<string, unknown>;
    const heading = str(section.heading) || str(section.marketHeading);
    return { anchor, heading: key === 'hero' ? '' : heading, text: visibleStrings(section).filter((s) => s !== heading).join(' ') };
  });
  return fromSections('/about', staticPages.about.title, aboutContent.meta.keywords, sections);
}

// Pages whose words live in TS modules rendered by features (home, services, insights, contact): their opening.
function staticPageOpenings(): Draft[] {
  const fromMarkdown = new Set(Object.values(pages).map((doc) => str(doc.frontmatter.path)));
  return Object.values(staticPages)
    .filter((p) => !fromMarkdown.has(p.path) && p.path !== '/about' && p.path !== '/sitemap')
    .flatMap((p) => fromSections(p.path, p.title, p.keywords, [{ anchor: '', heading: '', text: `${p.intro} ${p.description}` }]));
}

// The details column beside the contact form: how to reach the firm and what happens next.
function contactPassages(): Draft[] {
  const d = contactTexts.details;
  const { email, phone, address } = siteConfig.contactInfo;
  const text = [
    `${d.phone}: ${phone}. ${d.email}: ${email}. ${d.location}: ${address}.`,
    `${d.responseTitle}: ${d.response.join(', ')}. ${d.hoursTitle}: ${d.hours}.`,
    `${d.expectTitle}: ${d.expect.map((e) => `${e.title}. ${e.text}`).join(' ')}`,
  ].join(' ');
  return fromSections('/contact', staticPages.contact.title, [], [{ anchor: '', heading: d.title, text }]);
}

/**
 * Every passage of every public page, numbered.
 * @public scripts/search/load-passages.mjs calls it through Vite's runnerImport, which knip cannot follow.
 */
export function collectPassages(): SitePassage[] {
  return [...servicePassages(), ...articlePassages(), ...markdownPagePassages(), ...aboutPassages(), ...staticPageOpenings(), ...contactPassages()]
    .filter((p) => p.text.trim() !== '' || p.heading !== '')
    .map((p, id) => ({ id, ...p }));
}
