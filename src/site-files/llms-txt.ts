/** /llms.txt in the llms.txt proposal's format (H1, blockquote summary, details, H2 sections of annotated links) and /llms-full.txt with the full text of every twin. */
import { siteConfig } from '../content/site-config';
import { ATOM_FEED_PATH, LLMS_FULL_TXT_PATH, RSS_FEED_PATH, SITEMAP_PATH } from '../seo/site-paths';
import { link } from './markdown-text';
import type { TwinPage } from './twin-page';

const SECTIONS: ReadonlyArray<TwinPage['section']> = ['Services', 'Insights', 'Authority Hub', 'Company'];

function summary(): string {
  const { contactInfo } = siteConfig;
  return (
    `${siteConfig.brandName} is an AI-marketing consultancy in ${contactInfo.city}, operating since ${siteConfig.foundedYear}. ` +
    `It makes firms the source that AI answer engines (ChatGPT, Perplexity, Gemini, Copilot and Google AI Overviews) cite, through ` +
    `answer-engine optimization (AEO), generative-engine optimization (GEO), topical authority, technical SEO, AI content operations, ` +
    'marketing automation, analytics and lead generation, delivered as services designed to work as one system.'
  );
}

function details(): string {
  const { contactInfo } = siteConfig;
  return [
    'Every page listed below is a Markdown version of the page at the same address without ".md"; each names its web page and when it was last updated.',
    `The full text of all of them is in ${link('llms-full.txt', LLMS_FULL_TXT_PATH)}. New insights appear in the ${link('RSS', RSS_FEED_PATH)} and ${link('Atom', ATOM_FEED_PATH)} feeds.`,
    `To reach the firm: ${contactInfo.email}, ${contactInfo.phone}, ${contactInfo.address}; Monday to Friday 9AM-6PM EST. ` +
      'A senior strategist responds within 24 hours, with a comprehensive strategy within 48 hours.',
  ].join('\n\n');
}

const entry = (twin: TwinPage) => `- ${link(twin.title, twin.twinPath)}: ${twin.description}`;

/** The /llms.txt document. */
export function llmsTxt(twins: readonly TwinPage[]): string {
  const sections = SECTIONS.map((section) => {
    const entries = twins.filter((t) => t.section === section).map(entry);
    return entries.length ? `## ${section}\n\n${entries.join('\n')}` : '';
  }).filter(Boolean);
  const contact = [
    '## Contact',
    '',
    `- ${link('Contact the firm', '/contact')}: Request an AI authority assessment; initial response within 24 hours, strategy within 48 hours.`,
  ].join('\n');
  const optional = [
    '## Optional',
    '',
    `- ${link('Full text of every page above', LLMS_FULL_TXT_PATH)}: One Markdown file for reading the whole site at once.`,
    `- ${link('Insights RSS feed', RSS_FEED_PATH)}: Every insight article in full, newest first.`,
    `- ${link('Sitemap', SITEMAP_PATH)}: Every page with the date its content last changed.`,
  ].join('\n');
  return `# ${siteConfig.brandName}\n\n> ${summary()}\n\n${details()}\n\n${[...sections, contact, optional].join('\n\n')}\n`;
}

/** The /llms-full.txt document: the llms.txt header, then every twin in full. */
export function llmsFullTxt(twins: readonly TwinPage[]): string {
  const header = `# ${siteConfig.brandName}\n\n> ${summary()}\n\n${details()}\n`;
  return [header, ...twins.map((t) => t.markdown)].join('\n---\n\n');
}
