/** robots.txt: the firm's stance on crawlers stated outright. Search engines and the AI crawlers it wants to be cited by are welcome; the outbox page is private to each visitor. */
import { absoluteUrl } from '../content/site-config';
import { LLMS_TXT_PATH, SITEMAP_PATH } from '../seo/site-paths';

/** AI crawlers the firm welcomes by name: OpenAI, Anthropic, Perplexity, Google's and Apple's AI training controls, Common Crawl. */
export const WELCOMED_AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'PerplexityBot',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
] as const;

const PRIVATE_PATHS = ['/outbox'];

export function robotsTxt(): string {
  const rules = ['Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`)].join('\n');
  return [
    '# Ascend Strategy Consulting wants to be read and cited. Search engines and AI assistants are welcome.',
    '# The AI crawlers below are named so the welcome is explicit, not implied; a crawler that matches a',
    '# named group ignores the * group, so each group carries the same rules.',
    '',
    ...WELCOMED_AI_CRAWLERS.map((agent) => `User-agent: ${agent}`),
    rules,
    '',
    'User-agent: *',
    rules,
    '',
    `Sitemap: ${absoluteUrl(SITEMAP_PATH)}`,
    '',
    `# A guide to this site for language models (llms.txt): ${absoluteUrl(LLMS_TXT_PATH)}`,
    '',
  ].join('\n');
}
