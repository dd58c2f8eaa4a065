/** What the output checks hold an answer to, for this site: its pages, the firm's addresses, the site's words; built once per instance. */
import { amountsIn } from '../_shared/answer-amounts.ts';
import type { CheckContext } from '../_shared/answer-checks.ts';
import { wordsOf } from '../_shared/answer-echo.ts';
import { domainsIn, type LinkRules } from '../_shared/answer-links.ts';
import { FIRM_FACTS } from '../_shared/catalogue-context.ts';
import type { PageHit } from '../_shared/search-ranking.ts';
import { SITE_PAGES, SITE_PASSAGES } from '../_shared/site-passages.ts';
import type { TurnPrompt } from './grounded-prompt.ts';
import { SYSTEM_PROMPT } from './system-prompt.ts';

let site: { links: LinkRules; vocabulary: Set<string> } | undefined;

function siteRules(): { links: LinkRules; vocabulary: Set<string> } {
  if (site === undefined) {
    const text = SITE_PASSAGES.map(([page, , heading, passage]) => `${SITE_PAGES[page].title}\n${heading}\n${passage}`).join('\n');
    const phone = FIRM_FACTS.phone.replace(/\D/g, '');
    site = {
      links: {
        pagePaths: new Set(SITE_PAGES.map((page) => page.path)),
        siteHost: FIRM_FACTS.email.split('@')[1].toLowerCase(),
        knownDomains: new Set(domainsIn(text)),
        email: FIRM_FACTS.email.toLowerCase(),
        phoneDigits: new Set([phone, phone.replace(/^1/, '')]),
      },
      vocabulary: new Set(wordsOf(`${text}\n${SYSTEM_PROMPT}`)),
    };
  }
  return site;
}

/** The site's link rules (its pages, host, email and phone). */
export const linkRules = (): LinkRules => siteRules().links;

/** The checks' context for one turn: the message, the passages the model was given and the prompt it read. */
export function checkContext(message: string, hits: readonly PageHit[], prompt: TurnPrompt): CheckContext {
  const grounding = hits.map((hit) => hit.text).join('\n');
  const { links, vocabulary } = siteRules();
  return {
    message,
    links,
    grounding,
    groundedAmounts: amountsIn(grounding).map((amount) => amount.value),
    instructions: prompt.instructions,
    publicText: prompt.publicText,
    vocabulary,
  };
}
