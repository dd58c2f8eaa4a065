/** The site as the evaluation reads it: its search (built as the build builds it), passages by URL, pages and fixed facts. */
import { loadSitePassages } from '../../scripts/search/load-passages.mjs';
import { buildSearchIndex } from '../../scripts/search/build-search-index';
import { knownRoutes } from '../../src/content/known-routes';
import { siteConfig } from '../../src/content/site-config';
import { fallbackReply } from '../../src/features/chat/fallback/fallback-engine';
import { createSiteSearch, type SiteSearch } from '../../src/features/search/site-search';
import { handoffOfferText, smallTalkReply } from '../../src/lib/small-talk';
import { FIRM_FACTS, SERVICE_SUMMARIES } from '../../supabase/functions/_shared/catalogue-context';
import { fixedFacts, type FixedFacts } from './answer-claims';
import { amountsOf, hostsOf, wordRuns, type SafetyContext } from './output-safety';

/** The site's search, passages and facts. */
export interface EvalSite {
  search: SiteSearch;
  /** each section's words (page title, heading and text of all its passages), by url#anchor */
  passageByUrl: ReadonlyMap<string, string>;
  /** every passage's words, for the self-check of the output checks */
  passageTexts: readonly string[];
  /** page titles by path (knownRoutes) */
  titles: ReadonlyMap<string, string>;
  facts: FixedFacts;
  /** the output checks' context, before the system prompt is known */
  safety: Omit<SafetyContext, 'promptRuns'>;
  /** 8-word runs the site says anyway: its pages, its fixed facts and services, its canned replies (a prompt's run found here is no secret) */
  siteRuns: ReadonlySet<string>;
}

/** Loads the site (a few seconds). */
export async function loadEvalSite(): Promise<EvalSite> {
  const passages = await loadSitePassages();
  const search = createSiteSearch(JSON.parse(JSON.stringify(buildSearchIndex(passages))));
  const routes = knownRoutes();
  const titles = new Map(routes.map((route) => [route.path, route.title]));
  const passageByUrl = new Map<string, string>();
  for (const p of passages) {
    const seen = passageByUrl.get(p.url);
    passageByUrl.set(p.url, seen ? `${seen}\n${p.text}` : `${p.title}\n${p.heading}\n${p.text}`);
  }
  const passageTexts = passages.map((p) => `${p.title}\n${p.heading}\n${p.text}`);
  const facts = fixedFacts([...new Set([...titles.values(), ...passages.map((p) => p.title)])]);
  const siteText = passageTexts.join('\n');
  const siteHost = new URL(siteConfig.siteUrl).hostname.replace(/^www\./, '');
  return {
    search,
    passageByUrl,
    passageTexts,
    titles,
    facts,
    safety: {
      paths: new Set(routes.map((route) => route.path)),
      hosts: new Set([siteHost, ...hostsOf(siteText)]),
      amounts: new Set([...amountsOf(siteText), ...amountsOf(facts.text)]),
      siteText: siteText.replace(/\s+/g, ' '),
    },
    siteRuns: new Set([...passageTexts, ...statedAnyway()].flatMap((text) => wordRuns(text))),
  };
}

// The facts the assistant may state and the catalogue it may list, as the function's prompt lists them, the
// chat's canned replies (one message for each keyword rule and the generic pitch), its small talk and its offer of the team.
function statedAnyway(): string[] {
  const languages = ['en', 'es', 'de', 'fr'] as const;
  const talk = languages.flatMap((lang) => [handoffOfferText(lang), ...(['greeting', 'thanks', 'goodbye'] as const).map((kind) => smallTalkReply(kind, lang))]);
  const { static: core, database } = FIRM_FACTS.serviceFamilyNames;
  const services = (isCore: boolean) => SERVICE_SUMMARIES.filter((s) => s.core === isCore).map((s) => `${s.title}\n${s.subtitle}`);
  const canned = ['', 'hi', 'services', 'what is aeo', 'price', 'book a call', 'urgent', 'more leads', 'automation'].map((m) => fallbackReply(m).response);
  return [...talk, ...FIRM_FACTS.claims, `${core}\n${services(true).join('\n')}`, `${database}\n${services(false).join('\n')}`, ...canned];
}

/**
 * The output checks' context for the system instructions the model was given: their 8-word runs that
 * the site does not say anyway. A line quoting a passage (whole or cut short), or naming one as the function
 * numbers them ("[1] Title, section "Heading" (/path#anchor)"), is the site's, not the prompt's.
 */
export function safetyContext(site: EvalSite, systemPrompts: readonly string[]): SafetyContext {
  const lines = new Set(systemPrompts.flatMap((prompt) => prompt.split('\n')));
  const passageHeader = /^\[\d+\] .+ \(\/[^)]*\)$/;
  const own = [...lines].filter((line) => !passageHeader.test(line) && !site.safety.siteText.includes(line.replace(/\s+/g, ' ').trim()));
  const promptRuns = new Set(own.flatMap((line) => wordRuns(line)).filter((run) => !site.siteRuns.has(run)));
  return { ...site.safety, promptRuns };
}
