/**
 * The chat's answer when no model answers (offline, not configured, failed): small talk, the keyword
 * rules of docs/product/texts.md, a message in Spanish, German or French, the site's own passages,
 * and SPEC's generic pitch, in that order. Pure: the site search is passed in.
 */
import { serviceDirectory } from '../../content/services/service-directory';
import { answerSentences, isRelevant, siteUsesTerm, type PassageSearch } from '../../lib/extractive-answer';
import type { PageHit } from '../../lib/search-ranking';
import { searchTerm } from '../../lib/search-terms';
import { handoffOfferText, smallTalkOf, smallTalkReply } from '../../lib/small-talk';
import { FALLBACK_CONFIDENCE_DEFAULT, FALLBACK_CONFIDENCE_KEYWORD } from '../../lib/spec-constants';
import { contentWords, languageOf, type VisitorLanguage } from '../../lib/visitor-language';
import type { ChatAnswer, ChatLink } from './chat-types';
import { asksForPerson } from './fallback/asks-for-person';
import { fallbackReply, fallbackReplyOf, matchFallbackRule, safeFallbackReply } from './fallback/fallback-engine';
import type { FallbackResponse, FallbackRuleId } from './fallback/fallback-types';
import { notFoundIn, passageIntro, quoted, servicesIn } from './fallback/offline-copy';
import { intentOf } from './fallback/other-language-intents';

/** The site search as the offline answer uses it (the site search's SiteSearch fits). */
export type SiteSearchLike = PassageSearch<PageHit>;

/** Which part of the offline path answered (the eval reads it). */
export type OfflineRoute = 'small-talk' | `rule:${FallbackRuleId}` | 'other-language' | 'grounded' | 'pitch';

/** An offline answer and the route that gave it. */
export interface OfflineAnswer {
  route: OfflineRoute;
  answer: ChatAnswer;
}

/** At most this many "Read more" links under a keyword rule's reply. */
export const READ_MORE_LINKS = 3;

// Between the generic pitch (0.7) and a keyword rule (0.8): the site's own words, picked by their terms.
const GROUNDED_CONFIDENCE = 0.75;

// The rules after which the visitor most likely wants a person: a price, a call, something urgent.
const HANDOFF_RULES: ReadonlySet<FallbackRuleId> = new Set(['pricing', 'consultation', 'urgency']);

// How many of the search's first pages the relevance gate reads: the best three that pass it are linked.
const SEARCH_DEPTH = 6;

/** At most this many further pages under a quoted passage, each passing the relevance gate too. */
export const FURTHER_PAGES = 2;

// The privacy policy and terms answer a question about them, but are not further reading after a rule's reply.
const NOT_FURTHER_READING = 'Legal';

/** The hits among the first few that are relevant enough to quote or link, best first. */
export function relevantHits(search: SiteSearchLike | null, query: string): PageHit[] {
  if (search === null) return [];
  const known = siteUsesTerm(search);
  return search.search(query, SEARCH_DEPTH).filter((hit) => isRelevant(hit, query, known));
}

function fromFallback(reply: FallbackResponse, extra: Partial<ChatAnswer> = {}): ChatAnswer {
  return {
    text: reply.response,
    provider: reply.provider,
    confidence: reply.confidence,
    followUpQuestions: reply.followUpQuestions,
    ...(reply.actionItems ? { actionItems: reply.actionItems } : {}),
    ...extra,
  };
}

const linkTo = (hit: PageHit): ChatLink => ({ title: hit.title, url: hit.url, ...(hit.heading ? { section: hit.heading } : {}) });

// The first hit with sentences to quote (a heading over subsections has none), and its sentences.
function answerable(hits: readonly PageHit[], question: string): { hit: PageHit; sentences: string[] } | null {
  for (const hit of hits) {
    const sentences = answerSentences(hit.text, question);
    if (sentences.length > 0) return { hit, sentences };
  }
  return null;
}

// The quoted passage's page is the source; the other pages that passed the gate are further reading.
function grounded({ hit, sentences }: { hit: PageHit; sentences: string[] }, hits: readonly PageHit[], language: VisitorLanguage, followUpQuestions: string[]): ChatAnswer {
  const further = hits.filter((other) => other.path !== hit.path && other.kind !== NOT_FURTHER_READING).slice(0, FURTHER_PAGES).map(linkTo);
  return {
    text: `${passageIntro(language, hit.title, hit.heading)}\n\n${quoted(sentences)}`,
    provider: 'fallback',
    confidence: GROUNDED_CONFIDENCE,
    followUpQuestions,
    links: { heading: 'Sources', links: [linkTo(hit)], ...(further.length > 0 ? { further } : {}) },
  };
}

function smallTalk(message: string): OfflineAnswer | null {
  const kind = smallTalkOf(message);
  if (kind === null) return null;
  const language = languageOf(message);
  // docs/product/texts.md's greeting rule stays the English welcome.
  if (kind === 'greeting' && language === 'en') return { route: 'small-talk', answer: fromFallback(fallbackReplyOf('greeting')) };
  const text = smallTalkReply(kind, language);
  return { route: 'small-talk', answer: { text, provider: 'fallback', confidence: FALLBACK_CONFIDENCE_KEYWORD, followUpQuestions: [] } };
}

// The words of a message in another language that the site's English pages use (the rest are most likely that language's own words, not a topic).
function wordsTheSiteUses(words: string, search: SiteSearchLike): string {
  const known = siteUsesTerm(search);
  return words
    .split(' ')
    .filter((word) => {
      const term = searchTerm(word);
      return term !== null && known(term);
    })
    .join(' ');
}

function otherLanguage(message: string, language: Exclude<VisitorLanguage, 'en'>, search: SiteSearchLike | null): ChatAnswer {
  const words = contentWords(message, language);
  const intent = asksForPerson(message) ? 'handoff' : intentOf(message, words, language);
  if (intent === 'services') {
    const links = { heading: 'Sources' as const, links: [{ title: 'Services', url: '/services' }] };
    return { text: servicesIn(language, serviceDirectory.length), provider: 'fallback', confidence: GROUNDED_CONFIDENCE, followUpQuestions: [], links };
  }
  if (intent === null && search !== null) {
    const query = wordsTheSiteUses(words, search);
    const hits = relevantHits(search, query);
    const found = answerable(hits, query);
    if (found) return grounded(found, hits, language, []);
  }
  return {
    text: `${notFoundIn(language)} ${handoffOfferText(language)}`,
    provider: 'fallback',
    confidence: FALLBACK_CONFIDENCE_DEFAULT,
    followUpQuestions: [],
    offerHandoff: true,
  };
}

/** The answer without a model, and which route gave it. */
export function offlineAnswer(message: string, search: SiteSearchLike | null): OfflineAnswer {
  const talk = smallTalk(message);
  if (talk) return talk;
  const language = languageOf(message);
  // The keyword rules' texts are English: a visitor writing in another language gets the site's passages or the team, in that language.
  if (language !== 'en') return { route: 'other-language', answer: otherLanguage(message, language, search) };
  const rule = matchFallbackRule(message);
  const person = asksForPerson(message);
  if (rule !== 'default') {
    const links = relevantHits(search, message).filter((hit) => hit.kind !== NOT_FURTHER_READING).slice(0, READ_MORE_LINKS).map(linkTo);
    return {
      route: `rule:${rule}`,
      answer: fromFallback(fallbackReply(message), {
        ...(links.length > 0 ? { links: { heading: 'Read more', links } } : {}),
        ...(HANDOFF_RULES.has(rule) || person ? { offerHandoff: true } : {}),
      }),
    };
  }
  const pitch = fallbackReply(message);
  const hits = person ? [] : relevantHits(search, message);
  const found = answerable(hits, message);
  if (found) return { route: 'grounded', answer: grounded(found, hits, 'en', pitch.followUpQuestions) };
  // Uncertain: no rule and no passage answers, so the team is offered.
  return { route: 'pitch', answer: fromFallback(pitch, { offerHandoff: true }) };
}

/** The offline answer, or SPEC's apology (with email and phone) if making it fails. */
export function safeOfflineAnswer(message: string, search: SiteSearchLike | null): ChatAnswer {
  try {
    return offlineAnswer(message, search).answer;
  } catch {
    return fromFallback(
      safeFallbackReply(message, () => {
        throw new Error('no offline answer');
      }),
    );
  }
}
